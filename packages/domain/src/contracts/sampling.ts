import { z } from 'zod';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { SAMPLE_STATES } from '../sampling/custody.js';
import { WEATHER_CODES } from '../sampling/field.js';
import { LAB_IMPORT_FIELDS } from '../sampling/lab-import.js';
import { LAB_QC_KINDS } from '../sampling/lab-qc.js';
import { DETECTION_LIMIT_TYPES } from '../sampling/reported-value.js';
import { SAMPLING_MODULES } from '../sampling/sampling-access.js';
import { SAMPLING_FREQUENCIES } from '../sampling/schedule.js';
import { pageOf } from './common.js';

/** Manual programmes (docs/manual-programmes.md): plans, samples, field and lab entry, validation. */

const samplingModule = z.enum(SAMPLING_MODULES);
const state = z.enum(SAMPLE_STATES);
const id = z.string().trim().min(1).max(40);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors:validation.invalid');
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors:validation.invalid');
/** A date as the forms take it, `DD/MM/YYYY`; its rules (spec §5) are the service's, with their own messages. */
const formDate = z.string().max(20);
/** A time as typed; the spec §5 rules decide ('Incorrect time format'). */
const formTime = z.string().max(20);
const text = (max: number) => z.string().trim().max(max);
const qualifier = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{2,4}$/);
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .max(2000)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(20));

export const samplingModuleQuery = z.object({ module: samplingModule });
export type SamplingModuleQuery = z.infer<typeof samplingModuleQuery>;
export const samplingIdParams = z.object({
  id: z.string().regex(/^\d{1,18}$/, 'errors:validation.invalid'),
});

const parameterInfo = z.object({
  code: z.string(),
  nameEn: z.string(),
  nameMs: z.string(),
  unit: z.string(),
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
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string().nullable(),
  username: z.string(),
  createdAt: z.string(),
  visits: z.number(),
});
export const samplingSchedulesQuery = samplingModuleQuery.extend({ stationId: id.optional() });
export const samplingSchedulesResponse = z.array(schedule);
export type SamplingSchedule = z.infer<typeof schedule>;
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
  month: z.string(),
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
const sampleItem = z.object({
  id: z.number(),
  code: z.string(),
  module: samplingModule,
  stationId: z.string(),
  stationName: z.string(),
  plannedOn: z.string(),
  collectedAt: z.string().nullable(),
  team: z.string().nullable(),
  state,
  updatedAt: z.string(),
});
export type SampleItem = z.infer<typeof sampleItem>;
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
export type SamplingSamplesResponse = z.infer<typeof samplingSamplesResponse>;

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
  analysedOn: z.string().nullable(),
  labSampleId: z.string().nullable(),
  username: z.string(),
  enteredAt: z.string(),
});
export type SampleResult = z.infer<typeof sampleResult>;
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
      at: z.string(),
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
      at: z.string(),
    }),
  ),
});
export type SampleDetail = z.infer<typeof sampleDetailResponse>;

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

// Lab batches, QC samples, imports.
const batch = z.object({
  id: z.number(),
  module: samplingModule,
  lab: z.string(),
  reference: z.string(),
  receivedOn: z.string().nullable(),
  username: z.string(),
  createdAt: z.string(),
  samples: z.number(),
  qcFailed: z.number(),
});
export type LabBatch = z.infer<typeof batch>;
export const samplingBatchesResponse = z.array(batch);
export const samplingBatchBody = z.object({
  module: samplingModule,
  lab: text(120).min(1),
  reference: text(60).min(1),
  receivedOn: formDate.optional(),
});
export type SamplingBatchBody = z.infer<typeof samplingBatchBody>;
const qcRow = z.object({
  id: z.number(),
  kind: z.enum(LAB_QC_KINDS),
  parameterCode: z.string(),
  sampleCode: z.string().nullable(),
  value: z.number(),
  spikeAdded: z.number().nullable(),
  verdict: z.enum(['pass', 'fail', 'not_evaluated']),
  measure: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  objectiveVersion: z.string().nullable(),
  username: z.string(),
  at: z.string(),
});
export const samplingBatchResponse = batch.extend({
  sampleList: z.array(sampleItem),
  qc: z.array(qcRow),
});
export type LabBatchDetail = z.infer<typeof samplingBatchResponse>;
export const samplingQcBody = z.object({
  kind: z.enum(LAB_QC_KINDS),
  parameterCode: id,
  sampleCode: text(40).optional(),
  value: z.number().finite(),
  spikeAdded: z.number().finite().positive().optional(),
});
export type SamplingQcBody = z.infer<typeof samplingQcBody>;

const mappingShape = z.object(
  Object.fromEntries(LAB_IMPORT_FIELDS.map((f) => [f, text(120).nullable().optional()])) as Record<
    (typeof LAB_IMPORT_FIELDS)[number],
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);
export const samplingImportQuery = samplingModuleQuery.extend({
  batchId: z.coerce.number().int().positive(),
});
const savedMapping = z.object({
  id: z.number(),
  name: z.string(),
  mapping: mappingShape,
  username: z.string(),
  createdAt: z.string(),
});
export type SavedMapping = z.infer<typeof savedMapping>;
export const samplingImportResponse = z.object({
  id: z.number(),
  fileName: z.string(),
  headers: z.array(z.string()),
  rows: z.number(),
  firstRows: z.array(z.array(z.string())),
  suggested: mappingShape,
  mappings: z.array(savedMapping),
});
export type SamplingImportResponse = z.infer<typeof samplingImportResponse>;
export const samplingImportBody = z.object({
  mapping: mappingShape,
  /** Save the mapping under this name for the next files of this lab. */
  saveAs: text(80).min(1).optional(),
});
export type SamplingImportBody = z.infer<typeof samplingImportBody>;
const problem = z.object({ field: z.string(), code: z.string(), message: z.string() });
export const samplingPreviewResponse = z.object({
  good: z.number(),
  bad: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      ok: z.boolean(),
      sampleCode: z.string(),
      parameterCode: z.string(),
      reported: z.string(),
      qcType: z.enum(LAB_QC_KINDS).nullable(),
      problems: z.array(problem),
    }),
  ),
});
export type SamplingPreviewResponse = z.infer<typeof samplingPreviewResponse>;
export const samplingConfirmResponse = z.object({
  results: z.number(),
  qc: z.number(),
  samples: z.number(),
  rejected: z.array(z.object({ row: z.number(), problems: z.array(problem) })),
});
export type SamplingConfirmResponse = z.infer<typeof samplingConfirmResponse>;
export const samplingMappingsResponse = z.array(savedMapping);
export const samplingMappingBody = z.object({
  module: samplingModule,
  name: text(80).min(1),
  mapping: mappingShape,
});

const objective = z.object({
  id: z.number(),
  parameterCode: z.string(),
  version: z.string(),
  effectiveFrom: z.string(),
  blankMax: z.number().nullable(),
  rpdMax: z.number().nullable(),
  recoveryMin: z.number().nullable(),
  recoveryMax: z.number().nullable(),
  source: z.string(),
  username: z.string(),
});
export const samplingQcObjectivesResponse = z.array(objective);
export type LabQcObjectiveRow = z.infer<typeof objective>;
const percent = z.number().finite().min(0).max(1000);
export const samplingQcObjectiveBody = z
  .object({
    parameterCode: id,
    version: text(40).min(1),
    effectiveFrom: isoDay,
    blankMax: z.number().finite().min(0).nullable().default(null),
    rpdMax: percent.nullable().default(null),
    recoveryMin: percent.nullable().default(null),
    recoveryMax: percent.nullable().default(null),
    source: text(500).min(1),
  })
  .refine(
    (b) =>
      (b.recoveryMin === null) === (b.recoveryMax === null) &&
      (b.recoveryMin ?? 0) <= (b.recoveryMax ?? 0),
    { message: 'errors:validation.range', path: ['recoveryMax'] },
  );

// Validation (levels 2 and 3 of the QA/QC engine, per station and month).
export const samplingValidationQuery = samplingModuleQuery.extend({ month });
const validationResult = z.object({
  parameterCode: z.string(),
  raw: z.number().nullable(),
  value: z.number().nullable(),
  validity: z.number(),
  nullReason: z.string().nullable(),
  qualifiers: z.array(z.string()),
  autoFlag: z.number(),
  reported: z.string().nullable(),
});
export const samplingValidationResponse = z.object({
  module: samplingModule,
  month: z.string(),
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
          collectedAt: z.string().nullable(),
          plannedOn: z.string(),
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
export type SamplingValidationResponse = z.infer<typeof samplingValidationResponse>;
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
      collectedAt: z.string().nullable(),
      state: state.nullable(),
      level: z.enum(VERIFICATION_LEVELS).nullable(),
      index: sampleIndex.nullable(),
      values: z.record(z.string(), z.number().nullable()),
      nextPlannedOn: z.string().nullable(),
      missedThisYear: z.number(),
    }),
  ),
});
export type SamplingMonitoringResponse = z.infer<typeof samplingMonitoringResponse>;
