import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { WEATHER_CODES } from '../sampling/field.js';
import { DETECTION_LIMIT_TYPES } from '../sampling/reported-value.js';
import { SAMPLING_FREQUENCIES } from '../sampling/schedule.js';
import { calendarDay, calendarMonth, numericIdParams, pageOf, timestamp } from './common.js';
import { catalogueParameter, readingState } from './shared-fields.js';
import {
  samplingModule,
  state,
  id,
  isoDay,
  month,
  formDate,
  formTime,
  text,
  qualifier,
  list,
} from './sampling-fields.js';

/**
 * Manual programmes (docs/manual-programmes.md): plans, samples, field and results entry,
 * validation and monitoring; the lab's batches, QC and imports are in `sampling-lab.ts`.
 */

export const samplingModuleQuery = z.object({ module: samplingModule });
export type SamplingModuleQuery = z.infer<typeof samplingModuleQuery>;
export const samplingIdParams = numericIdParams;

const parameterInfo = z.object({
  ...catalogueParameter,
  decimals: z.number(),
  inSitu: z.boolean(),
});
export const samplingStationsResponse = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    stateName: z.string().nullable(),
    locationType: z.string().nullable(),
    parameters: z.array(parameterInfo),
  }),
);
export type SamplingStation = z.infer<typeof samplingStationsResponse>[number];

// Plans.
const schedule = z.object({
  id: z.number(),
  module: samplingModule,
  stationId: z.string(),
  stationName: z.string(),
  frequency: z.enum(SAMPLING_FREQUENCIES),
  team: z.string(),
  startsOn: calendarDay,
  endsOn: calendarDay,
  note: z.string().nullable(),
  username: z.string(),
  createdAt: timestamp,
  visits: z.number(),
});
export const samplingSchedulesQuery = samplingModuleQuery.extend({ stationId: id.optional() });
export const samplingSchedulesResponse = z.array(schedule);
export type SamplingSchedule = z.input<typeof schedule>;
export const samplingScheduleBody = z.object({
  module: samplingModule,
  stationId: id,
  frequency: z.enum(SAMPLING_FREQUENCIES),
  team: text(120).min(1),
  startsOn: formDate,
  endsOn: formDate,
  note: text(500).optional(),
});
export type SamplingScheduleBody = z.infer<typeof samplingScheduleBody>;

const progressMonth = z.object({
  month: calendarMonth,
  planned: z.number(),
  counts: z.record(state, z.number()),
  done: z.number(),
  missed: z.number(),
  approved: z.number(),
  donePct: z.number().nullable(),
});
export const samplingProgressQuery = samplingModuleQuery.extend({
  year: z.coerce.number().int().min(1970).max(2100),
  stationId: id.optional(),
});
export const samplingProgressResponse = z.object({
  months: z.array(progressMonth),
  stations: z.array(
    z.object({
      stationId: z.string(),
      name: z.string(),
      planned: z.number(),
      done: z.number(),
      missed: z.number(),
      approved: z.number(),
    }),
  ),
});
export type SamplingProgressResponse = z.infer<typeof samplingProgressResponse>;

// Samples.
const sampleIndex = z.object({
  kind: z.enum(['wqi', 'mwqi', 'api']),
  value: z.number().nullable(),
  category: z.string(),
});
export const sampleItem = z.object({
  id: z.number(),
  code: z.string(),
  module: samplingModule,
  stationId: z.string(),
  stationName: z.string(),
  plannedOn: calendarDay,
  collectedAt: timestamp.nullable(),
  team: z.string().nullable(),
  state,
  updatedAt: timestamp,
});
export type SampleItem = z.input<typeof sampleItem>;
export const samplingSamplesQuery = samplingModuleQuery.extend({
  state: list(state).optional(),
  stationId: id.optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  search: text(60).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type SamplingSamplesQuery = z.input<typeof samplingSamplesQuery>;
export const samplingSamplesResponse = pageOf(sampleItem);
export type SamplingSamplesResponse = z.input<typeof samplingSamplesResponse>;

const sampleResult = z.object({
  parameterCode: z.string(),
  origin: z.enum(['field', 'lab']),
  reported: z.string(),
  value: z.number(),
  censored: z.enum(['<', '>']).nullable(),
  detectionLimit: z.number().nullable(),
  detectionLimitType: z.enum(DETECTION_LIMIT_TYPES).nullable(),
  unit: z.string(),
  method: z.string().nullable(),
  qualifiers: z.array(z.string()),
  analysedOn: calendarDay.nullable(),
  labSampleId: z.string().nullable(),
  username: z.string(),
  enteredAt: timestamp,
});
export type SampleResult = z.input<typeof sampleResult>;
export const sampleDetailResponse = sampleItem.extend({
  scheduleId: z.number().nullable(),
  weather: z.enum(WEATHER_CODES).nullable(),
  observations: z.string().nullable(),
  notCollectedReason: z.string().nullable(),
  batchId: z.number().nullable(),
  index: sampleIndex.nullable(),
  allowedMoves: z.array(state),
  events: z.array(
    z.object({
      id: z.number(),
      from: state.nullable(),
      to: state,
      username: z.string(),
      at: timestamp,
      note: z.string().nullable(),
    }),
  ),
  results: z.array(sampleResult),
  photos: z.array(
    z.object({
      id: z.number(),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number(),
      username: z.string(),
      at: timestamp,
    }),
  ),
});
export type SampleDetail = z.input<typeof sampleDetailResponse>;

export const samplingMissedBody = z.object({ reason: text(500).min(1) });
const entered = z.object({
  parameterCode: id,
  /** As reported: a number, `<x`, `>x` or `ND`. */
  value: text(40).min(1),
  detectionLimit: z.number().finite().min(0).nullable().optional(),
});
export const samplingFieldBody = z.object({
  date: formDate,
  time: formTime,
  team: text(120).optional(),
  weather: z.enum(WEATHER_CODES),
  observations: text(2000).optional(),
  readings: z.array(entered).max(30).default([]),
  /** Hand the sample to the courier at once (collected → in transit). */
  dispatch: z.boolean().default(false),
});
export type SamplingFieldBody = z.input<typeof samplingFieldBody>;
export const samplingMoveBody = z.object({
  to: state,
  note: text(500).optional(),
  /** Invalidation: the null reason the sample's values get (default `AL`). */
  nullReason: qualifier.optional(),
});
export type SamplingMoveBody = z.infer<typeof samplingMoveBody>;
export const samplingResultsBody = z.object({
  batchId: z.number().int().positive().optional(),
  results: z
    .array(
      entered.extend({
        detectionLimitType: z.enum(DETECTION_LIMIT_TYPES).nullable().optional(),
        method: text(200).optional(),
        qualifiers: z.array(qualifier).max(10).optional(),
        analysedOn: formDate.optional(),
        labSampleId: text(60).optional(),
      }),
    )
    .min(1)
    .max(40),
});
export type SamplingResultsBody = z.input<typeof samplingResultsBody>;

// Validation (levels 2 and 3 of the QA/QC engine, per station and month).
export const samplingValidationQuery = samplingModuleQuery.extend({ month });
const validationResult = z.object({
  parameterCode: z.string(),
  raw: z.number().nullable(),
  ...readingState,
  autoFlag: z.number(),
  reported: z.string().nullable(),
});
export const samplingValidationResponse = z.object({
  module: samplingModule,
  month: calendarMonth,
  level: z.enum(VERIFICATION_LEVELS),
  stations: z.array(
    z.object({
      stationId: z.string(),
      name: z.string(),
      /** `waiting`: samples still with the field team or the lab; then review, approval, publication; `done`. */
      stage: z.enum(['waiting', 'review', 'approval', 'publish', 'done']),
      level: z.enum(VERIFICATION_LEVELS),
      reviewers: z.array(z.string()),
      submitters: z.array(z.string()),
      samples: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          collectedAt: timestamp.nullable(),
          plannedOn: calendarDay,
          state,
          index: sampleIndex.nullable(),
          results: z.array(validationResult),
        }),
      ),
    }),
  ),
  summary: z.object({
    samples: z.number(),
    results: z.number(),
    valid: z.number(),
    flagged: z.number(),
    changed: z.number(),
    qcFailed: z.number(),
  }),
});
export type SamplingValidationResponse = z.input<typeof samplingValidationResponse>;
export const samplingDecisionBody = z.object({
  module: samplingModule,
  month,
  stationIds: z.array(id).min(1).max(200),
  note: text(500).optional(),
});
export type SamplingDecisionBody = z.infer<typeof samplingDecisionBody>;
export const samplingDecisionResponse = z.object({ stations: z.number(), samples: z.number() });

// Manual monitoring: each station's latest results and status.
export const samplingMonitoringResponse = z.object({
  parameters: z.array(parameterInfo),
  rows: z.array(
    z.object({
      stationId: z.string(),
      name: z.string(),
      stateName: z.string().nullable(),
      sampleCode: z.string().nullable(),
      collectedAt: timestamp.nullable(),
      state: state.nullable(),
      level: z.enum(VERIFICATION_LEVELS).nullable(),
      index: sampleIndex.nullable(),
      /** The numbers computations use (below the detection limit: half the limit). */
      values: z.record(z.string(), z.number().nullable()),
      /** Censored results as reported (`<0.05`, `>16000`), to show in place of their number. */
      shown: z.record(z.string(), z.string()),
      nextPlannedOn: calendarDay.nullable(),
      missedThisYear: z.number(),
    }),
  ),
});
export type SamplingMonitoringResponse = z.input<typeof samplingMonitoringResponse>;

/** What a step that changes a sample or batch answers when it has nothing else to say. */
export const samplingOkResponse = z.object({ ok: z.literal(true) });
