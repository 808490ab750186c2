import { z } from 'zod';
import { EQMP_PERIOD_TYPES } from '../eqmp/eqmp-periods.js';
import { calendarDay, timestamp } from './common.js';
import { uploadedFile } from './shared-fields.js';

/** Contracts of EQMP report submission (spec §2 `reporting`, §6 EQMP report roles). Times are ISO strings. */

export const EQMP_REPORT_STATUSES = [
  'under_review',
  'returned',
  'submitted',
  'delete_requested',
  'deleted',
] as const;
export type EqmpReportStatus = (typeof EQMP_REPORT_STATUSES)[number];

const periodType = z.enum(EQMP_PERIOD_TYPES);
export const eqmpReportIdParams = z.object({ id: z.coerce.number().int().positive() });

export const eqmpListQuery = z.object({
  periodType: periodType.default('monthly'),
  year: z.coerce.number().int().min(2000).max(2100),
});
export type EqmpListQuery = z.input<typeof eqmpListQuery> & { year: number };

export const eqmpReportSummary = z.object({
  id: z.number(),
  status: z.enum(EQMP_REPORT_STATUSES),
  currentVersion: z.number(),
  fileName: z.string(),
  uploadedBy: z.string(),
  updatedAt: timestamp,
  remarks: z.string().nullable(),
});
export type EqmpReportSummary = z.input<typeof eqmpReportSummary>;

/** One period of the year: its dates and its report, or whether it is overdue for lack of one. */
export const eqmpPeriodRow = z.object({
  period: z.string(),
  start: calendarDay,
  end: calendarDay,
  due: calendarDay,
  overdue: z.boolean(),
  report: eqmpReportSummary.nullable(),
});
export type EqmpPeriodRow = z.input<typeof eqmpPeriodRow>;
export const eqmpListResponse = z.array(eqmpPeriodRow);
export type EqmpListResponse = z.input<typeof eqmpListResponse>;

export const eqmpUploadQuery = z.object({ periodType, period: z.string().max(10) });
export type EqmpUploadQuery = z.infer<typeof eqmpUploadQuery>;
export const eqmpUploadResponse = z.object({ id: z.number(), version: z.number() });
export type EqmpUploaded = z.input<typeof eqmpUploadResponse>;

export const eqmpReviewBody = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('submit'), remarks: z.string().trim().max(2000).optional() }),
  z.object({ decision: z.literal('return'), remarks: z.string().trim().min(1).max(2000) }),
]);
export type EqmpReviewBody = z.infer<typeof eqmpReviewBody>;

export const eqmpDeleteRequestBody = z.object({ remarks: z.string().trim().min(1).max(2000) });
export type EqmpDeleteRequestBody = z.infer<typeof eqmpDeleteRequestBody>;

export const eqmpDeleteDecisionBody = z.object({
  approve: z.boolean(),
  remarks: z.string().trim().max(2000).optional(),
});
export type EqmpDeleteDecisionBody = z.infer<typeof eqmpDeleteDecisionBody>;

export const eqmpReportDetailResponse = eqmpReportSummary.extend({
  module: z.string(),
  periodType,
  period: z.string(),
  versions: z.array(
    z.object({
      version: z.number(),
      ...uploadedFile,
    }),
  ),
  events: z.array(
    z.object({
      action: z.string(),
      actor: z.string(),
      remarks: z.string().nullable(),
      at: timestamp,
    }),
  ),
});
export type EqmpReportDetailResponse = z.input<typeof eqmpReportDetailResponse>;

export const eqmpDownloadQuery = z.object({
  version: z.coerce.number().int().positive().optional(),
});
