import { z } from 'zod';
import { DELETE_REQUEST_STATUSES } from '../qaqc/delete-request.js';
import {
  CALIBRATION_POINT_KINDS,
  CALIBRATION_TYPES,
  MAINTENANCE_TYPES,
  RECORD_KINDS,
  RECORD_MODULES,
} from '../records/record-kinds.js';
import { instantRangeWithin, instantText, timestamp } from './common.js';
import {
  deleteRequestDecisionBody,
  deleteRequestTrail,
  stationsWithParameters,
  uploadedFile,
} from './shared-fields.js';

/** Maintenance and calibration records (spec §2, QUALITY.md windows): the form, list, detail and delete requests. */

/** Longest window one record may mark: a month (an analyser away for repair). */
export const RECORD_MAX_WINDOW_DAYS = 31;
/** The largest attachment, in bytes (10 MiB), and how many one record keeps. */
export const RECORD_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const RECORD_MAX_ATTACHMENTS = 10;
/** Attachments are PDF, Word, Excel, JPEG or PNG files (checked by their bytes). */
export const RECORD_ATTACHMENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
] as const;

const instant = instantText;
const id = z.string().trim().min(1).max(40);
const text = (max: number) => z.string().trim().max(max);
const module = z.enum(RECORD_MODULES);
const window = <S extends z.ZodType<{ from: string; to: string }>>(s: S): S =>
  instantRangeWithin(s, RECORD_MAX_WINDOW_DAYS);

export const recordIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const recordFileParams = recordIdParams.extend({
  fileId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

const common = {
  stationId: id,
  from: instant,
  to: instant,
  people: z.array(text(120).min(1)).min(1).max(10),
  remarks: text(2000).default(''),
  parameterCodes: z.array(id).min(1).max(30),
};
export const maintenanceRecordBody = window(
  z.object({ ...common, type: z.enum(MAINTENANCE_TYPES) }),
);
export const calibrationPointBody = z.object({
  parameterCode: id,
  kind: z.enum(CALIBRATION_POINT_KINDS),
  expected: z.number().finite(),
  measured: z.number().finite(),
});
export const calibrationRecordBody = window(
  z.object({
    ...common,
    type: z.enum(CALIBRATION_TYPES),
    points: z.array(calibrationPointBody).max(60).default([]),
  }),
);
export type MaintenanceRecordBody = z.input<typeof maintenanceRecordBody>;
export type CalibrationRecordBody = z.input<typeof calibrationRecordBody>;

export const recordListQuery = z.object({
  module,
  stationId: id.optional(),
  /** Records whose window overlaps [from, to). */
  from: instant.optional(),
  to: instant.optional(),
});
export type RecordListQuery = z.infer<typeof recordListQuery>;

const recordStatus = z.enum(['active', 'delete_requested', 'deleted']);
export const recordSummary = z.object({
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  module: z.enum(RECORD_MODULES),
  stationId: z.string(),
  stationName: z.string(),
  from: timestamp,
  to: timestamp,
  type: z.string(),
  people: z.array(z.string()),
  remarks: z.string(),
  parameterCodes: z.array(z.string()),
  /** Calibrations: whether every point passed; null without points (and for maintenance). */
  passed: z.boolean().nullable(),
  status: recordStatus,
  attachments: z.number(),
  createdBy: z.string(),
  createdAt: timestamp,
  updatedBy: z.string(),
  updatedAt: timestamp,
});
export const recordListResponse = z.array(recordSummary);
export type RecordSummary = z.input<typeof recordSummary>;

export const recordAttachment = z.object({
  id: z.number(),
  ...uploadedFile,
});
export type RecordAttachment = z.input<typeof recordAttachment>;

export const recordDeleteRequest = z.object({
  id: z.number(),
  kind: z.enum(RECORD_KINDS),
  recordId: z.number(),
  stationId: z.string(),
  ...deleteRequestTrail(DELETE_REQUEST_STATUSES),
});
export type RecordDeleteRequest = z.input<typeof recordDeleteRequest>;

export const recordDetail = recordSummary.extend({
  parameters: z.array(
    z.object({
      parameterCode: z.string(),
      bufferMinutes: z.number(),
      /** End of the marked window: the record's end plus the parameter's stabilisation buffer. */
      markedUntil: timestamp,
      /** A failed calibration's suspect range (since the last passing check), if any. */
      suspectFrom: timestamp.nullable(),
      suspectTo: timestamp.nullable(),
      passed: z.boolean().nullable(),
      /** Values of the window the records' marking holds now. */
      marked: z.number(),
    }),
  ),
  points: z.array(
    calibrationPointBody.extend({
      absTolerance: z.number(),
      relTolerancePct: z.number(),
      tolerance: z.number(),
      passed: z.boolean(),
    }),
  ),
  files: z.array(recordAttachment),
  deleteRequests: z.array(recordDeleteRequest),
});
export type RecordDetail = z.input<typeof recordDetail>;

export const recordSaveResponse = z.object({
  record: recordDetail,
  /** The change set the marking wrote (null when no value changed) and what it did. */
  marks: z.object({
    changeSet: z.string().nullable(),
    marked: z.number(),
    restored: z.number(),
    /** Values a person changed after the record marked them: left as that person set them. */
    keptByPerson: z.number(),
  }),
});
export type RecordSaveResponse = z.input<typeof recordSaveResponse>;

export const recordDeleteRequestBody = z.object({ reason: text(500).min(1) });
export const recordDeleteRequestsQuery = z.object({
  module,
  status: z.enum(DELETE_REQUEST_STATUSES).optional(),
});
export const recordDeleteRequestsResponse = z.array(recordDeleteRequest);
export const recordDeleteReviewBody = deleteRequestDecisionBody;

export const recordStationsQuery = z.object({ module });
export const recordStationsResponse = stationsWithParameters;
export type RecordStationsResponse = z.infer<typeof recordStationsResponse>;

export const recordSetting = z.object({
  parameterCode: z.string().nullable(),
  bufferMinutes: z.number(),
  absTolerance: z.number(),
  relTolerancePct: z.number(),
  validFrom: timestamp,
  setBy: z.string(),
});
export const recordSettingsResponse = z.array(recordSetting);
export type RecordSetting = z.input<typeof recordSetting>;
export const recordSettingBody = z.object({
  parameterCode: id.nullable(),
  bufferMinutes: z.number().int().min(0).max(1440),
  absTolerance: z.number().finite().min(0).max(1e6),
  relTolerancePct: z.number().finite().min(0).max(100),
});
export type RecordSettingBody = z.infer<typeof recordSettingBody>;
