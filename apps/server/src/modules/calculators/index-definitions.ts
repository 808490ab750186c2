import {
  MARINE_PARAMETERS,
  mmwqiDataSchema,
  wqiDataSchema,
  type MarineCurveSet,
  type MmwqiData,
  type WqiData,
  type WqiSettings,
} from '@eqmp/domain';
import type { StoredIndexDefinition } from './standards.repository.js';

/**
 * Between the domain's index settings and their stored JSON (index_definition.data, whose schemas
 * are in the standards contract): used to seed versions and to read stored rows back.
 */

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
