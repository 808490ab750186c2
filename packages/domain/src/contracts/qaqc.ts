import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';
import { DATA_DELETE_REQUEST_STATUSES } from '../qaqc/delete-request.js';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { calendarMonth, instantRangeWithin, instantText, timestamp } from './common.js';
import {
  deleteRequestDecisionBody,
  deleteRequestTrail,
  readingState,
  stationsWithParameters,
} from './shared-fields.js';
import { DAY_MS } from '../time/units.js';

/** QA/QC contracts (QUALITY.md): flag details, level-2 edits, level-3 ranges, delete requests. */

/** Longest period one request reads or changes: a month and a day, so a whole month fits in any zone. */
export const QAQC_MAX_RANGE_DAYS = 32;

const instant = instantText;
const id = z.string().trim().min(1).max(40);
const validity = z.union([z.literal(-99), z.literal(-1), z.literal(1), z.literal(2), z.literal(3)]);
const code = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,4}$/);
const level = z.enum(VERIFICATION_LEVELS);
/** One parameter of one station from `from` to `to` (checked by {@link range}). */
const oneSeriesRange = { stationId: id, parameterCode: id, from: instant, to: instant };
const range = <S extends z.ZodType<{ from: string; to: string }>>(s: S) =>
  instantRangeWithin(s, QAQC_MAX_RANGE_DAYS);

export const qualityCode = z.object({
  code: z.string(),
  kind: z.enum(['null_reason', 'qualifier']),
  nameEn: z.string(),
  nameMs: z.string(),
  isActive: z.boolean(),
});
export const qualityCodesResponse = z.array(qualityCode);
export const qualityCodeBody = z.object({
  code,
  kind: z.enum(['null_reason', 'qualifier']),
  nameEn: z.string().trim().min(1).max(120),
  nameMs: z.string().trim().min(1).max(120),
});
export type QualityCode = z.infer<typeof qualityCode>;
export type QualityCodeBody = z.infer<typeof qualityCodeBody>;

export const qaqcValuesQuery = range(z.object({ ...oneSeriesRange, asOf: instant.optional() }));
const flagDetail = z.object({
  check: z.string(),
  flag: z.number(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  compared: z.number().nullable(),
});
const valueState = z.object(readingState);
export const qaqcValue = valueState.extend({
  ts: timestamp,
  raw: z.number().nullable(),
  autoFlag: z.number(),
  autoValidity: z.number(),
  flags: z.array(flagDetail),
  level,
  /** Whether a person (or a resend) changed it since arrival. */
  changed: z.boolean(),
});
export const qaqcValuesResponse = z.object({
  stationId: z.string(),
  module: z.enum(MODULE_CODES),
  parameterCode: z.string(),
  unit: z.string(),
  /** Decimals the parameter's values are shown with (the catalogue's). */
  decimals: z.number(),
  /** The lowest level of the values shown: what the period as a whole says. */
  level,
  asOf: timestamp.nullable(),
  values: z.array(qaqcValue),
  /**
   * Hourly means of the period held in the hourly archive with no value behind them (imported
   * history): shown on the page, and brought into review as values by a history import.
   */
  archivedHours: z.number().int().nonnegative(),
});
export type QaqcValuesQuery = z.infer<typeof qaqcValuesQuery>;
export type QaqcValue = z.input<typeof qaqcValue>;
export type QaqcValuesResponse = z.input<typeof qaqcValuesResponse>;

export const qaqcHistoryQuery = z.object({ stationId: id, parameterCode: id, ts: instant });
const change = z.object({
  id: z.number(),
  changeSet: z.string(),
  kind: z.string(),
  before: valueState.partial(),
  after: valueState.partial(),
  reason: z.string().nullable(),
  username: z.string(),
  at: timestamp,
});
export const qaqcHistoryResponse = z.object({
  ts: timestamp,
  raw: z.number().nullable(),
  receivedAt: timestamp,
  autoValidity: z.number(),
  autoNullReason: z.string().nullable(),
  changes: z.array(change),
});
export type QaqcHistoryResponse = z.input<typeof qaqcHistoryResponse>;

export const qaqcEdit = z.object({
  value: z.number().finite().nullable().optional(),
  validity: validity.optional(),
  nullReason: code.nullable().optional(),
  qualifiers: z.array(code).max(10).optional(),
});
/** One value (one timestamp), several (bulk), or a range of a station's parameters. */
export const qaqcEditBody = z
  .object({
    stationId: id,
    parameterCodes: z.array(id).min(1).max(30),
    timestamps: z.array(instant).min(1).max(5000).optional(),
    from: instant.optional(),
    to: instant.optional(),
    edit: qaqcEdit,
    reason: z.string().trim().min(1).max(500),
  })
  .refine(
    (b) =>
      b.timestamps ? !b.from && !b.to : !!b.from && !!b.to && Date.parse(b.from) < Date.parse(b.to),
    { message: 'errors:validation.range', path: ['to'] },
  )
  .refine(
    (b) =>
      !b.from || !b.to || Date.parse(b.to) - Date.parse(b.from) <= QAQC_MAX_RANGE_DAYS * DAY_MS,
    { message: 'errors:validation.range', path: ['to'] },
  );
export const qaqcEditResponse = z.object({
  changeSet: z.string().nullable(),
  changed: z.number(),
  unchanged: z.number(),
});
/** Some parameters of a station over a period. */
const stationParameters = z.object({
  stationId: id,
  parameterCodes: z.array(id).min(1).max(30),
  from: instant,
  to: instant,
});

/**
 * "Restore as received": a station's parameters over a period go back to their arrival (the value
 * as received, with the validity and code the automatic checks gave it), as one change set.
 */
export const qaqcRestoreBody = range(
  stationParameters.extend({ reason: z.string().trim().min(1).max(500) }),
);
export type QaqcRestoreBody = z.infer<typeof qaqcRestoreBody>;

/**
 * A history import: the hourly means of a period that the hourly archive holds with no value
 * behind them become values (one per hour, source `import`), checked and reviewable like live data.
 */
export const qaqcHistoryImportBody = range(stationParameters);
export type QaqcHistoryImportBody = z.infer<typeof qaqcHistoryImportBody>;
export const qaqcHistoryImportResponse = z.object({
  /** Hourly means now values. */
  imported: z.number().int(),
  /** Hourly means left in the archive (inside an approved range), with the reason of each. */
  refused: z.array(z.object({ parameterCode: z.string(), ts: timestamp, message: z.string() })),
});
export type QaqcHistoryImportResponse = z.input<typeof qaqcHistoryImportResponse>;
export const qaqcRevertParams = z.object({ id: z.uuid() });
export const qaqcRevertBody = z.object({ reason: z.string().trim().min(1).max(500) });
export const qaqcRevertResponse = z.object({ changeSet: z.string(), changed: z.number() });
export type QaqcRevertResponse = z.infer<typeof qaqcRevertResponse>;
export type QaqcEditBody = z.infer<typeof qaqcEditBody>;
export type QaqcEditResponse = z.infer<typeof qaqcEditResponse>;

export const qaqcChangeSetsQuery = range(
  z.object({ module: z.enum(MODULE_CODES), from: instant, to: instant, stationId: id.optional() }),
);
export const qaqcChangeSetsResponse = z.array(
  z.object({
    changeSet: z.string(),
    kind: z.string(),
    stationId: z.string(),
    parameterCodes: z.array(z.string()),
    values: z.number(),
    firstTs: timestamp,
    lastTs: timestamp,
    reason: z.string().nullable(),
    username: z.string(),
    at: timestamp,
    /** A QA/QC officer's edit (or a revert), which the page can revert. */
    revertible: z.boolean(),
  }),
);
export type QaqcChangeSetsResponse = z.input<typeof qaqcChangeSetsResponse>;

export const qaqcRangeBody = range(
  z.object({
    stationId: id,
    parameterCode: id.nullable(),
    from: instant,
    to: instant,
    note: z.string().trim().max(500).optional(),
  }),
);
export const qaqcRange = z.object({
  id: z.number(),
  stationId: z.string(),
  parameterCode: z.string().nullable(),
  from: timestamp,
  to: timestamp,
  level: z.union([z.literal(2), z.literal(3)]),
  username: z.string(),
  note: z.string().nullable(),
  at: timestamp,
  reopenedAt: timestamp.nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export const qaqcRangesQuery = z.object({ module: z.enum(MODULE_CODES), stationId: id.optional() });
export const qaqcRangesResponse = z.array(qaqcRange);
export const qaqcReopenBody = z.object({ reason: z.string().trim().min(1).max(500) });
export type QaqcRangeBody = z.infer<typeof qaqcRangeBody>;
export type QaqcRange = z.input<typeof qaqcRange>;

const qaqcPeriod = z.object({ module: z.enum(MODULE_CODES), from: instant, to: instant });
/** A module's period: the data transmission record. */
export const qaqcPeriodQuery = range(qaqcPeriod);
/** The QA/QC report: a module's period, optionally of one of its stations. */
export const qaqcReportQuery = range(qaqcPeriod.extend({ stationId: id.optional() }));
export const qaqcReportResponse = z.object({
  module: z.enum(MODULE_CODES),
  from: timestamp,
  to: timestamp,
  rows: z.array(
    z.object({
      stationId: z.string(),
      stationName: z.string(),
      parameterCode: z.string(),
      month: calendarMonth,
      values: z.number(),
      valid: z.number(),
      capturePct: z.number().nullable(),
      flagged: z.number(),
      changed: z.number(),
      reviewedPct: z.number(),
      approvedPct: z.number(),
    }),
  ),
  byCode: z.array(z.object({ code: z.string(), count: z.number() })),
});
export type QaqcReportResponse = z.input<typeof qaqcReportResponse>;

export const deleteRequestBody = range(
  z.object({
    ...oneSeriesRange,
    reason: z.string().trim().min(1).max(500),
  }),
);
export const deleteRequestReviewBody = deleteRequestDecisionBody;
export const deleteRequestsQuery = z.object({
  module: z.enum(MODULE_CODES),
  status: z.enum(DATA_DELETE_REQUEST_STATUSES).optional(),
});
export const deleteRequest = z.object({
  id: z.number(),
  stationId: z.string(),
  parameterCode: z.string(),
  from: timestamp,
  to: timestamp,
  ...deleteRequestTrail(DATA_DELETE_REQUEST_STATUSES),
});
export const deleteRequestsResponse = z.array(deleteRequest);
export type DeleteRequestBody = z.infer<typeof deleteRequestBody>;
export type DeleteRequest = z.input<typeof deleteRequest>;

export const qaqcStationsQuery = z.object({ module: z.enum(MODULE_CODES) });
export const qaqcStationsResponse = stationsWithParameters;
export type QaqcStationsResponse = z.infer<typeof qaqcStationsResponse>;

export const qaqcTransmissionResponse = z.object({
  module: z.enum(MODULE_CODES),
  from: timestamp,
  to: timestamp,
  stations: z.array(
    z.object({
      stationId: z.string(),
      stationName: z.string(),
      gaps: z.array(
        z.object({
          from: timestamp,
          to: timestamp,
          durationMs: z.number(),
          duration: z
            .object({ unit: z.enum(['minutes', 'hours', 'days']), value: z.number() })
            .nullable(),
          nullReason: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type QaqcTransmissionResponse = z.input<typeof qaqcTransmissionResponse>;
