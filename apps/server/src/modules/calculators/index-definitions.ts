import {
  MARINE_PARAMETERS,
  RIVER_CLASSES,
  RIVER_STATUSES,
  WQI_PARAMETERS,
  type MarineCurveSet,
  type WqiSettings,
} from '@eqmp/domain';
import { z } from 'zod';
import type { StoredIndexDefinition } from './standards.repository.js';

/**
 * The stored shape of the index definitions that are data (index_definition.data) and their
 * schemas, used both to check an admin's new version and to read stored rows back.
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
    .strictObject(
      Object.fromEntries(WQI_PARAMETERS.map((p) => [p, weight])) as Record<
        (typeof WQI_PARAMETERS)[number],
        typeof weight
      >,
    )
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
    .strictObject(
      Object.fromEntries(MARINE_PARAMETERS.map((p) => [p, weight])) as Record<
        (typeof MARINE_PARAMETERS)[number],
        typeof weight
      >,
    )
    .refine(hasWeight, { message: 'errors:calculators.weightsEmpty' }),
  curves: z.strictObject(
    Object.fromEntries(MARINE_PARAMETERS.map((p) => [p, curve])) as Record<
      (typeof MARINE_PARAMETERS)[number],
      typeof curve
    >,
  ),
});
export type MmwqiData = z.infer<typeof mmwqiDataSchema>;

export function encodeWqiSettings(settings: WqiSettings): WqiData {
  return {
    weights: { ...settings.weights },
    statusBoundaries: settings.statusBoundaries.map((b) => ({ ...b })),
    classBoundaries: settings.classBoundaries.map((b) => ({
      ...b,
      min: Number.isFinite(b.min) ? b.min : null,
    })),
  };
}

export function decodeWqiSettings(data: unknown): WqiSettings {
  const parsed = wqiDataSchema.parse(data);
  return {
    weights: parsed.weights,
    statusBoundaries: parsed.statusBoundaries,
    classBoundaries: parsed.classBoundaries.map((b) => ({
      ...b,
      min: b.min ?? Number.NEGATIVE_INFINITY,
    })),
  };
}

export function encodeMarineCurveSet(set: MarineCurveSet): MmwqiData {
  return {
    weights: { ...set.weights },
    curves: Object.fromEntries(
      MARINE_PARAMETERS.map((p) => [p, set.curves[p].map((c) => ({ ...c }))]),
    ) as MmwqiData['curves'],
  };
}

export function decodeMarineCurveSet(row: StoredIndexDefinition): MarineCurveSet {
  const data = mmwqiDataSchema.parse(row.data);
  const { id, version, effectiveFrom, source, confidence, provisional } = row;
  return { id, version, effectiveFrom, source, confidence, provisional, ...data };
}
