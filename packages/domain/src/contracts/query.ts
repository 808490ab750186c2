import { z } from 'zod';
import { MODULE_CODES } from '../modules.js';
import {
  DEFAULT_FREQUENCY_CLASSES,
  isValidFrequencyEdges,
  MAX_FREQUENCY_CLASSES,
} from '../query/frequency.js';
import {
  CROSSTAB_LAYOUTS,
  DATA_LEVELS,
  QUERY_INTERVALS,
  QUERY_KINDS,
} from '../query/query-definition.js';
import { VERIFICATION_LEVELS } from '../qaqc/verification.js';
import { isValidSpeedEdges, WIND_SECTORS } from '../query/windrose.js';
import { exportFormatQuery, exportStartedResponse } from './exports.js';
import { dayOrInstant, timestamp } from './common.js';
import { catalogueParameter, stationBasinRiver } from './shared-fields.js';
import { DAY_MS } from '../time/units.js';

/** A comma list (`a,b,c`) as distinct trimmed items; empty when absent. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((text) => [
      ...new Set(
        (text ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    // Each item is checked by its own schema (numbers are coerced from the text).
    .pipe(z.array(item).max(500) as unknown as z.ZodType<z.output<T>[], string[]>);

const code = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/);
const id = z.coerce.number().int().positive();
const num = z.coerce.number().refine(Number.isFinite);
/** A local date `YYYY-MM-DD` (a whole Kuala Lumpur day) or an instant with its offset. */
const when = dayOrInstant.optional();

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Where a query range starts: a local date's first instant, or the instant given (epoch ms). */
export function rangeStart(from: string): number {
  return isDate(from) ? Date.parse(`${from}T00:00:00+08:00`) : Date.parse(from);
}

/** Where a query range ends (excluded): the day after a local date, or the instant given (epoch ms). */
export function rangeEnd(to: string): number {
  return isDate(to) ? Date.parse(`${to}T00:00:00+08:00`) + DAY_MS : Date.parse(to);
}

/** `:kind` of `/api2/query/<module>/:kind`: the lists to choose from, or one of the outputs. */
export const queryParams = z.object({ kind: z.enum(['options', ...QUERY_KINDS]) });

/** Every query option of spec §2, from the URL (the web page keeps the same names in its own URL). */
export const queryString = z
  .object({
    from: when,
    to: when,
    stations: list(code),
    parameters: list(code),
    states: list(id),
    basins: list(id),
    rivers: list(id),
    categories: list(z.string().max(100)),
    level: z.enum(DATA_LEVELS).default('validated'),
    interval: z.enum(QUERY_INTERVALS).default('day'),
    /** Cross-tab layout: a row per site or a row per time bucket. */
    by: z.enum(CROSSTAB_LAYOUTS).default('site'),
    /** Windrose speed class edges in m/s, the first being the calm threshold. */
    speedClasses: list(num).refine((e) => e.length === 0 || isValidSpeedEdges(e), {
      message: 'query:errors.speedClasses',
    }),
    /** Frequency table: how many classes, or the class edges themselves. */
    classes: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_FREQUENCY_CLASSES)
      .default(DEFAULT_FREQUENCY_CLASSES),
    classEdges: list(num).refine((e) => e.length === 0 || isValidFrequencyEdges(e), {
      message: 'query:errors.classEdges',
    }),
    export: exportFormatQuery,
  })
  .refine((q) => !q.from || !q.to || rangeStart(q.from) < rangeEnd(q.to), {
    message: 'errors:validation.range',
    path: ['to'],
  });
export type QueryString = z.infer<typeof queryString>;

const queryParameter = z.object({
  ...catalogueParameter,
  decimals: z.number(),
});
export type QueryParameter = z.infer<typeof queryParameter>;

const queryStation = z.object({
  id: z.string(),
  name: z.string(),
  stateId: z.number().nullable(),
  stateName: z.string().nullable(),
  ...stationBasinRiver,
  category: z.string().nullable(),
});
export type QueryStation = z.infer<typeof queryStation>;

const named = z.object({ id: z.number(), name: z.string() });

/** `options`: the lists to choose from, with what each station is linked to so filters can cascade. */
export const queryChoices = z.object({
  module: z.enum(MODULE_CODES),
  canChooseLevel: z.boolean(),
  states: z.array(named),
  basins: z.array(named),
  rivers: z.array(named),
  categories: z.array(z.string()),
  stations: z.array(queryStation),
  parameters: z.array(queryParameter),
});
export type QueryChoices = z.infer<typeof queryChoices>;

/** What every output repeats of its query; `from` and `end` are ISO instants, `end` excluded. */
const queryMeta = {
  module: z.enum(MODULE_CODES),
  level: z.enum(DATA_LEVELS),
  /** The verification level the figures are at (raw when raw data was asked for). */
  verification: z.enum(VERIFICATION_LEVELS),
  from: timestamp,
  end: timestamp,
  stations: z.array(z.object({ id: z.string(), name: z.string() })),
  parameters: z.array(queryParameter),
};

const reportRow = z.object({
  bucket: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  parameterCode: z.string(),
  unit: z.string(),
  avg: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  hours: z.number(),
});
export type QueryReportRow = z.infer<typeof reportRow>;

/** `report`: mean, minimum and maximum per station × parameter × time bucket. */
export const queryReport = z.object({
  ...queryMeta,
  interval: z.enum(QUERY_INTERVALS),
  rows: z.array(reportRow),
});

/** `graph`: a line per station × parameter over time (parameters of one unit). */
export const queryGraph = z.object({
  ...queryMeta,
  interval: z.enum(QUERY_INTERVALS),
  unit: z.string(),
  categories: z.array(z.string()),
  series: z.array(
    z.object({
      stationId: z.string(),
      parameterCode: z.string(),
      data: z.array(z.number().nullable()),
    }),
  ),
});

/** `crosstab`: means pivoted by site or by time. */
export const queryCrossTab = z.object({
  ...queryMeta,
  interval: z.enum(QUERY_INTERVALS),
  layout: z.enum(CROSSTAB_LAYOUTS),
  columns: z.array(
    z.object({
      key: z.string(),
      stationId: z.string().optional(),
      parameterCode: z.string().optional(),
      bucket: z.string().optional(),
    }),
  ),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});

const comparisonRow = reportRow
  .omit({ bucket: true })
  .extend({ capturePct: z.number().nullable() });
export type QueryComparisonRow = z.infer<typeof comparisonRow>;

/** `comparison`: each station side by side over the whole range. */
export const queryComparison = z.object({
  ...queryMeta,
  hoursInRange: z.number(),
  rows: z.array(comparisonRow),
});

/** `windrose`: wind speed classes × 16 directions (counts and percentages). */
export const queryWindRose = z.object({
  ...queryMeta,
  sectors: z.array(z.enum(WIND_SECTORS)).readonly(),
  speedClasses: z.array(z.object({ from: z.number(), to: z.number().nullable() })),
  counts: z.array(z.array(z.number())),
  calm: z.number(),
  valid: z.number(),
  missing: z.number(),
  calmPct: z.number(),
  percent: z.array(z.array(z.number())),
});

/** `frequency`: how a parameter's bucket means spread over classes. */
export const queryFrequency = z.object({
  ...queryMeta,
  interval: z.enum(QUERY_INTERVALS),
  edges: z.array(z.number()),
  rows: z.array(
    z.object({
      from: z.number(),
      to: z.number(),
      count: z.number(),
      percent: z.number(),
      cumulativePercent: z.number(),
    }),
  ),
  below: z.number(),
  above: z.number(),
  total: z.number(),
});

/** The answer schema of each output, by `:kind`. */
interface QueryOutputSchemas {
  report: typeof queryReport;
  graph: typeof queryGraph;
  crosstab: typeof queryCrossTab;
  comparison: typeof queryComparison;
  windrose: typeof queryWindRose;
  frequency: typeof queryFrequency;
}

/** The answer of each output, by `:kind`, as the web reads it. */
export type QueryOutputs = { [K in keyof QueryOutputSchemas]: z.input<QueryOutputSchemas[K]> };

/** The answer of each output, by `:kind`, as the server hands it over. */
export type QueryAnswers = { [K in keyof QueryOutputSchemas]: z.output<QueryOutputSchemas[K]> };

/**
 * The lists to choose from, an output, or its export (`&export=…`). Each member has a field the
 * others lack (the first that fits is used).
 */
export const queryResponse = z.union([
  queryChoices,
  queryGraph,
  queryCrossTab,
  queryComparison,
  queryWindRose,
  queryFrequency,
  queryReport,
  exportStartedResponse,
]);
