import {
  AIR_POLLUTANTS,
  AVERAGING_PERIODS,
  breakpointProblems,
  CONFIDENCES,
  LIMIT_SCHEMES,
  LOCATION_TYPES,
} from '@eqmp/domain';
import { z } from 'zod';
import { mmwqiDataSchema, wqiDataSchema } from './index-definitions.js';
import { PM25_VARIANTS } from './standards.repository.js';

/** What every new version carries (StandardMeta without the id, which the server gives). */
const meta = {
  version: z.string().trim().min(1).max(60),
  /** First local day the version applies, `YYYY-MM-DD`. */
  effectiveFrom: z.iso.date().refine((day) => day >= '1970-01-01' && day <= '2100-12-31', {
    message: 'errors:calculators.effectiveDateRange',
  }),
  source: z.string().trim().min(3).max(500),
  confidence: z.enum(CONFIDENCES),
};

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
    ...meta,
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
    ...meta,
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
    ...meta,
    provisional: z.boolean().default(false),
    data: wqiDataSchema,
  }),
  z.strictObject({
    kind: z.literal('MMWQI'),
    ...meta,
    provisional: z.boolean().default(true),
    locationType: z.enum(LOCATION_TYPES).nullable().default(null),
    data: mmwqiDataSchema,
  }),
]);

export const pm25TableBody = z.strictObject({ variant: z.enum(PM25_VARIANTS) });

const stored = {
  id: z.string(),
  version: z.string(),
  effectiveFrom: z.string(),
  source: z.string(),
  confidence: z.enum(CONFIDENCES),
  createdAt: z.date(),
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
      averaging: z.string().nullable(),
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
  kind: z.enum(['DOE_WQI', 'MMWQI']),
  locationType: z.string().nullable(),
  provisional: z.boolean(),
  data: z.record(z.string(), z.unknown()),
});

export const standardsOverview = z.object({
  /** The local day "in force" refers to. */
  today: z.string(),
  pm25Table: z.enum(PM25_VARIANTS),
  breakpoints: z.array(breakpointItem),
  limits: z.array(limitVersionItem),
  indices: z.array(indexItem),
});

export type StandardsOverview = z.infer<typeof standardsOverview>;
export type BreakpointVersionBody = z.infer<typeof breakpointVersionBody>;
export type LimitVersionBody = z.infer<typeof limitVersionBody>;
export type IndexVersionBody = z.infer<typeof indexVersionBody>;
