import { computeApi } from '../air/api.js';
import type { ApiCategory } from '../air/api-category.js';
import { computeMmwqi, type MmwqiResult } from '../marine/mmwqi.js';
import type { LocationType, MarineCurveSets } from '../marine/mmwqi-defaults.js';
import { MODULES, type ModuleCode } from '../modules.js';
import { doPercentSaturation } from '../river/do-saturation.js';
import { computeWqi, type WqiResult, type WqiSettings } from '../river/wqi.js';
import type { ApiTableSet } from '../standards/api-breakpoints.js';

/** Parameter values of one station at one time, by catalogue code (e.g. `NH3N`, `M_DO`). */
export type ValuesByCode = Readonly<Record<string, number | null | undefined>>;

/** The index standards in force at one instant: API tables, DOE-WQI settings, MMWQI curve sets. */
export interface IndexStandards {
  readonly apiTables: ApiTableSet;
  readonly wqi: WqiSettings;
  readonly marine: MarineCurveSets;
}

/**
 * DOE-WQI of one station's values: DO as % saturation (the DO_SAT reading, else from DO and water
 * temperature), ammoniacal nitrogen from NH3N, suspended solids from TSS.
 */
export function riverIndexOf(values: ValuesByCode, settings: WqiSettings): WqiResult {
  const v = (code: string) => values[code] ?? null;
  return computeWqi(
    {
      DO: v('DO_SAT') ?? doPercentSaturation(v('DO'), v('WTEMP')),
      BOD: v('BOD'),
      COD: v('COD'),
      AN: v('NH3N'),
      SS: v('TSS'),
      PH: v('PH'),
    },
    settings,
  );
}

/** MMWQI of one marine station's values (catalogue codes `M_*`) with its location type's curves. */
export function marineIndexOf(
  values: ValuesByCode,
  locationType: LocationType,
  sets: MarineCurveSets,
): MmwqiResult {
  const v = (code: string) => values[code] ?? null;
  return computeMmwqi(
    {
      DO: v('M_DO'),
      FC: v('M_FC'),
      NH3: v('M_NH3'),
      NO3: v('M_NO3'),
      PO4: v('M_PO4'),
      TSS: v('M_TSS'),
    },
    locationType,
    sets,
  );
}

/** API of a manual air sample (24-hour PM10/PM2.5 means), read on the tables in force. */
export function sampleApiOf(values: ValuesByCode, tables: ApiTableSet) {
  return computeApi({ PM25: values.PM25 ?? null, PM10: values.PM10 ?? null }, tables);
}

/**
 * The index of one manual sample, by its module's medium: river DOE-WQI and class I–V, marine
 * MMWQI and category (of the station's location type), manual air API and category. `value` is
 * null and `category` 'NA' when a required parameter is missing (as the calculators answer).
 */
export interface SampleIndex {
  readonly kind: 'wqi' | 'mwqi' | 'api';
  /** WQI and MMWQI unrounded; the API as displayed (rounded). */
  readonly value: number | null;
  /** River class (`I`–`V`), marine category (`EXCELLENT`…`POOR`), air category (`GOOD`…), or `NA`. */
  readonly category: string;
}

export function sampleIndex(
  module: ModuleCode,
  values: ValuesByCode,
  standards: IndexStandards,
  locationType: LocationType | null,
): SampleIndex {
  const medium = MODULES[module].medium;
  if (medium === 'river') {
    const r = riverIndexOf(values, standards.wqi);
    return { kind: 'wqi', value: r.wqi, category: r.riverClass };
  }
  if (medium === 'marine') {
    if (!locationType) return { kind: 'mwqi', value: null, category: 'NA' };
    const m = marineIndexOf(values, locationType, standards.marine);
    return { kind: 'mwqi', value: m.index, category: m.category };
  }
  const a = sampleApiOf(values, standards.apiTables);
  const category: ApiCategory | 'NA' = a.displayApi === null ? 'NA' : a.category;
  return { kind: 'api', value: a.displayApi, category };
}
