import { z } from 'zod';
import { LOCATION_TYPES, MARINE_PARAMETERS } from '../marine/mmwqi-defaults.js';
import { RIVER_CLASSES, RIVER_STATUSES, WQI_PARAMETERS } from '../river/wqi.js';
import { breakpointProblems } from '../standards/breakpoints.js';
import { LIMIT_SCHEMES } from '../standards/limits.js';
import { AIR_POLLUTANTS, AVERAGING_PERIODS } from '../standards/parameters.js';
import { CONFIDENCES } from '../standards/standard-meta.js';
import { calendarDay, timestamp } from './common.js';
import { newStandardVersionFields, sameSchemaFor, standardVersionFields } from './shared-fields.js';

/** Contracts of the standards administration: versions of breakpoints, limits and indices. */

/** The two published PM2.5 breakpoint tables; a System Admin chooses which one is in force. */
export const PM25_VARIANTS = ['A', 'B'] as const;
export type Pm25Variant = (typeof PM25_VARIANTS)[number];

/** The index definitions that are versioned data. */
export const INDEX_KINDS = ['DOE_WQI', 'MMWQI'] as const;
export type IndexKind = (typeof INDEX_KINDS)[number];

/**
 * The stored shape of the index definitions that are data (index_definition.data), used both
 * to check an admin's new version and to read stored rows back.
 */
const weight = z.number().min(0).max(100);
const hasWeight = (weights: Record<string, number>) => Object.values(weights).some((w) => w > 0);
const isDescending = (mins: readonly (number | null)[]) =>
  mins.every(
    (min, i) => i === 0 || min === null || (mins[i - 1] ?? Number.POSITIVE_INFINITY) > min,
  );

/** DOE-WQI settings as JSON: the last class boundary's `min` is null (−∞ cannot be JSON). */
export const wqiDataSchema = z.strictObject({
  weights: z
    .strictObject(sameSchemaFor(WQI_PARAMETERS, weight))
    .refine(hasWeight, { message: 'errors:calculators.weightsEmpty' }),
  statusBoundaries: z
    .array(z.strictObject({ status: z.enum(RIVER_STATUSES), min: z.number() }))
    .min(1)
    .max(RIVER_STATUSES.length)
    .refine((b) => isDescending(b.map((x) => x.min)), {
      message: 'errors:calculators.boundariesOrder',
    }),
  classBoundaries: z
    .array(
      z.strictObject({
        riverClass: z.enum(RIVER_CLASSES),
        min: z.number().nullable(),
        inclusive: z.boolean(),
      }),
    )
    .min(1)
    .max(RIVER_CLASSES.length)
    .refine(
      (b) => isDescending(b.map((x) => x.min)) && b.slice(0, -1).every((x) => x.min !== null),
      {
        message: 'errors:calculators.boundariesOrder',
      },
    ),
});
export type WqiData = z.infer<typeof wqiDataSchema>;

const curve = z
  .array(z.strictObject({ x: z.number(), y: z.number().min(0).max(100) }))
  .min(2)
  .max(50)
  .refine(
    (points) =>
      points.every((p, i) => i === 0 || p.x > (points[i - 1]?.x ?? Number.NEGATIVE_INFINITY)),
    {
      message: 'errors:calculators.curveOrder',
    },
  );

/** MMWQI curve set as JSON: relative weights and one sub-index curve per parameter. */
export const mmwqiDataSchema = z.strictObject({
  weights: z
    .strictObject(sameSchemaFor(MARINE_PARAMETERS, weight))
    .refine(hasWeight, { message: 'errors:calculators.weightsEmpty' }),
  curves: z.strictObject(sameSchemaFor(MARINE_PARAMETERS, curve)),
});
export type MmwqiData = z.infer<typeof mmwqiDataSchema>;

const segment = z.strictObject({
  cLow: z.number().min(0),
  cHigh: z.number().min(0),
  iLow: z.number().min(0),
  iHigh: z.number().min(0),
});

/** A new API breakpoint table version. Segments must be well formed (domain breakpointProblems). */
export const breakpointVersionBody = z
  .strictObject({
    parameter: z.enum(AIR_POLLUTANTS),
    /** PM2.5 only: which of the two published tables this version continues; null = both. */
    variant: z.enum(PM25_VARIANTS).nullable().default(null),
    ...newStandardVersionFields,
    segments: z
      .array(segment)
      .min(1)
      .max(20)
      .superRefine((segments, ctx) => {
        for (const problem of breakpointProblems(segments)) {
          ctx.addIssue({ code: 'custom', message: `errors:calculators.segments.${problem}` });
        }
      }),
  })
  .refine((body) => body.variant === null || body.parameter === 'PM25', {
    message: 'errors:calculators.variantOnlyPm25',
    path: ['variant'],
  });

const limitRow = z
  .strictObject({
    parameter: z.string().trim().min(1).max(30),
    averaging: z.enum(AVERAGING_PERIODS).nullable().default(null),
    stationClass: z.string().trim().min(1).max(10).nullable().default(null),
    unit: z.string().trim().min(1).max(20),
    min: z.number().nullable(),
    max: z.number().nullable(),
  })
  .refine((row) => row.min === null || row.max === null || row.min <= row.max, {
    message: 'errors:calculators.limitMinMax',
    path: ['max'],
  });

const rowKey = (r: z.infer<typeof limitRow>) =>
  `${r.parameter}|${r.averaging ?? ''}|${r.stationClass ?? ''}`;

/** A new version of MAAQS (rows per averaging period) or NWQS / marine criteria (rows per class). */
export const limitVersionBody = z
  .strictObject({
    scheme: z.enum(LIMIT_SCHEMES),
    ...newStandardVersionFields,
    provisional: z.boolean().default(false),
    rows: z
      .array(limitRow)
      .min(1)
      .max(500)
      .refine((rows) => new Set(rows.map(rowKey)).size === rows.length, {
        message: 'errors:calculators.limitDuplicate',
      }),
  })
  .superRefine((body, ctx) => {
    const isAir = body.scheme === 'MAAQS';
    body.rows.forEach((row, i) => {
      if (
        isAir
          ? row.averaging === null || row.stationClass !== null
          : row.stationClass === null || row.averaging !== null
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', i],
          message: isAir
            ? 'errors:calculators.limitNeedsAveraging'
            : 'errors:calculators.limitNeedsClass',
        });
      }
    });
  });

/** A new DOE-WQI settings version or MMWQI curve set (for one location type, or all). */
export const indexVersionBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('DOE_WQI'),
    ...newStandardVersionFields,
    provisional: z.boolean().default(false),
    data: wqiDataSchema,
  }),
  z.strictObject({
    kind: z.literal('MMWQI'),
    ...newStandardVersionFields,
    provisional: z.boolean().default(true),
    locationType: z.enum(LOCATION_TYPES).nullable().default(null),
    data: mmwqiDataSchema,
  }),
]);

export const pm25TableBody = z.strictObject({ variant: z.enum(PM25_VARIANTS) });

const stored = {
  ...standardVersionFields,
  createdAt: timestamp,
  createdBy: z.string(),
  /** Whether the calculators use this version today. */
  inForce: z.boolean(),
};

export const breakpointItem = z.object({
  ...stored,
  parameter: z.string(),
  variant: z.enum(PM25_VARIANTS).nullable(),
  averaging: z.string(),
  unit: z.string(),
  segments: z.array(
    z.object({ cLow: z.number(), cHigh: z.number(), iLow: z.number(), iHigh: z.number() }),
  ),
});

export const limitVersionItem = z.object({
  ...stored,
  /** `scheme|version`: a version of a limit standard is a group of rows. */
  id: z.string(),
  scheme: z.enum(LIMIT_SCHEMES),
  provisional: z.boolean(),
  rows: z.array(
    z.object({
      id: z.string(),
      parameter: z.string(),
      averaging: z.enum(AVERAGING_PERIODS).nullable(),
      stationClass: z.string().nullable(),
      unit: z.string(),
      min: z.number().nullable(),
      max: z.number().nullable(),
      confidence: z.enum(CONFIDENCES),
      inForce: z.boolean(),
    }),
  ),
});

export const indexItem = z.object({
  ...stored,
  kind: z.enum(INDEX_KINDS),
  locationType: z.string().nullable(),
  provisional: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});

export const standardsOverview = z.object({
  /** The local day "in force" refers to. */
  today: calendarDay,
  pm25Table: z.enum(PM25_VARIANTS),
  breakpoints: z.array(breakpointItem),
  limits: z.array(limitVersionItem),
  indices: z.array(indexItem),
});

export type StandardsOverview = z.input<typeof standardsOverview>;
export type BreakpointVersion = z.input<typeof breakpointItem>;
export type LimitVersion = z.input<typeof limitVersionItem>;
export type IndexVersion = z.input<typeof indexItem>;
export type BreakpointVersionBody = z.infer<typeof breakpointVersionBody>;
export type LimitVersionBody = z.infer<typeof limitVersionBody>;
export type IndexVersionBody = z.infer<typeof indexVersionBody>;
/** What the web sends for a new version (defaults may be left out). */
export type NewBreakpointVersion = z.input<typeof breakpointVersionBody>;
export type NewLimitVersion = z.input<typeof limitVersionBody>;
export type NewIndexVersion = z.input<typeof indexVersionBody>;
/** One segment of a breakpoint table: concentrations `cLow`–`cHigh` map onto `iLow`–`iHigh`. */
export type Segment = z.input<typeof segment>;
/** One row of a new limit version. */
export type LimitRowInput = z.input<typeof limitRow>;
