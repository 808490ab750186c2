import { DEFAULT_API_TABLES, type ApiTableSet } from '../standards/api-breakpoints.js';
import { interpolateBreakpoints, type BreakpointTable } from '../standards/breakpoints.js';
import { AIR_POLLUTANTS, type Pollutant } from '../standards/parameters.js';
import { classifyApi, roundApi, type ApiClassification } from './api-category.js';

/** Public APIMS marks after the number for the dominant pollutant (DOE page, SINGLE). */
export const DOMINANT_SYMBOLS: Readonly<Record<Pollutant, string>> = {
  PM25: '**',
  PM10: '*',
  SO2: 'a',
  NO2: 'b',
  O3: 'c',
  CO: 'd',
};
/** The mark when more than one pollutant is dominant. */
export const SEVERAL_DOMINANT_SYMBOL = '&';

/**
 * Sub-index of one averaged concentration in the table's unit (µg/m³ for PM, ppm for gases;
 * convert first with convertConcentration). Unrounded; null when there is no usable value.
 */
export function subIndex(concentration: number | null, table: BreakpointTable): number | null {
  if (concentration === null) return null;
  return interpolateBreakpoints(table.segments, concentration);
}

/** Averaged concentrations per pollutant, each in its table's unit; null or absent = none. */
export type Concentrations = Partial<Record<Pollutant, number | null>>;

export interface ApiResult extends ApiClassification {
  /** Overall API = the highest sub-index, unrounded; null when no sub-index is computable. */
  readonly api: number | null;
  /** Unrounded sub-index of every pollutant that had a value. */
  readonly subIndices: Partial<Record<Pollutant, number>>;
  /** Pollutant(s) giving the API, highest first; several when they tie. */
  readonly dominant: readonly Pollutant[];
  /** `**`, `*`, `a`–`d`, or `&` for several; null with no data. */
  readonly symbol: string | null;
}

/**
 * The Malaysian Air Pollutant Index from averaged concentrations (design/INDICES.md §1):
 * API = max sub-index. Pollutants tie when their sub-indices show the same rounded number as
 * the API: the public sees both numbers equal, so both are named (symbol `&`).
 */
export function computeApi(
  concentrations: Concentrations,
  tables: ApiTableSet = DEFAULT_API_TABLES,
): ApiResult {
  const subIndices: Partial<Record<Pollutant, number>> = {};
  for (const pollutant of AIR_POLLUTANTS) {
    const value = subIndex(concentrations[pollutant] ?? null, tables[pollutant]);
    if (value !== null) subIndices[pollutant] = value;
  }
  const entries = AIR_POLLUTANTS.flatMap((p) => {
    const value = subIndices[p];
    return value === undefined ? [] : [{ p, value }];
  });
  const api = entries.length > 0 ? Math.max(...entries.map((e) => e.value)) : null;
  const dominant =
    api === null
      ? []
      : entries
          .filter((e) => roundApi(e.value) === roundApi(api))
          .sort((a, b) => b.value - a.value)
          .map((e) => e.p);
  const [first] = dominant;
  const symbol =
    first === undefined
      ? null
      : dominant.length > 1
        ? SEVERAL_DOMINANT_SYMBOL
        : DOMINANT_SYMBOLS[first];
  return { ...classifyApi(api), api, subIndices, dominant, symbol };
}
