import { z } from 'zod';
import { LAB_IMPORT_FIELDS } from '../sampling/lab-import.js';
import { LAB_QC_KINDS } from '../sampling/lab-qc.js';
import { sampleItem, samplingModuleQuery } from './sampling.js';
import { formDate, id, isoDay, samplingModule, text } from './sampling-fields.js';
import { calendarDay, timestamp } from './common.js';

/** Manual programmes' lab (docs/manual-programmes.md): batches, QC samples and their objectives, file imports. */

// Lab batches, QC samples, imports.
const batch = z.object({
  id: z.number(),
  module: samplingModule,
  lab: z.string(),
  reference: z.string(),
  receivedOn: calendarDay.nullable(),
  username: z.string(),
  createdAt: timestamp,
  samples: z.number(),
  qcFailed: z.number(),
});
export type LabBatch = z.input<typeof batch>;
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
  at: timestamp,
});
export const samplingBatchResponse = batch.extend({
  sampleList: z.array(sampleItem),
  qc: z.array(qcRow),
});
export type LabBatchDetail = z.input<typeof samplingBatchResponse>;
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
  createdAt: timestamp,
});
export type SavedMapping = z.input<typeof savedMapping>;
export const samplingImportResponse = z.object({
  id: z.number(),
  fileName: z.string(),
  headers: z.array(z.string()),
  rows: z.number(),
  firstRows: z.array(z.array(z.string())),
  suggested: mappingShape,
  mappings: z.array(savedMapping),
});
export type SamplingImportResponse = z.input<typeof samplingImportResponse>;
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
  effectiveFrom: calendarDay,
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
