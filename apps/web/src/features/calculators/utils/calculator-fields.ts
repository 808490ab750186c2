import { type AirKey, type MarineKey, type RiverKey } from '@eqmp/domain';

/** Locale keys `calculators:unit.<code>`. */
export type UnitCode = 'ugm3' | 'mgm3' | 'ppm' | 'mgL' | 'percentSat' | 'cfu' | 'count' | 'ph';

/** One input of a calculator: its HTTP key, its label and unit (locale codes) and its limits. */
export interface CalculatorField<K extends string = string> {
  /** The key sent to the server (e.g. `PM2.5`); also the form field name. */
  readonly key: K;
  /** Locale key segment of the label: `calculators:parameter.<code>` (no dots allowed). */
  readonly code: string;
  readonly unit: UnitCode;
  /** The averaging period the value must be, for the hint under the input. */
  readonly averaging?: '1H' | '8H' | '24H';
  readonly max?: number;
  readonly step: number;
}

/** API inputs (design/INDICES.md §1): PM in µg/m³ as 24 h averages; gases in ppm, CO 8 h, others 1 h. */
export const AIR_FIELDS: readonly CalculatorField<AirKey>[] = [
  { key: 'PM2.5', code: 'PM25', unit: 'ugm3', averaging: '24H', step: 1 },
  { key: 'PM10', code: 'PM10', unit: 'ugm3', averaging: '24H', step: 1 },
  { key: 'SO2', code: 'SO2', unit: 'ppm', averaging: '1H', step: 0.01 },
  { key: 'NO2', code: 'NO2', unit: 'ppm', averaging: '1H', step: 0.01 },
  { key: 'O3', code: 'O3', unit: 'ppm', averaging: '1H', step: 0.01 },
  { key: 'CO', code: 'CO', unit: 'ppm', averaging: '8H', step: 0.1 },
];

/** DOE-WQI inputs (design/INDICES.md §3): DO in % saturation, pH 0–14, the rest in mg/L. */
export const RIVER_FIELDS: readonly CalculatorField<RiverKey>[] = [
  { key: 'DO', code: 'DO', unit: 'percentSat', step: 1 },
  { key: 'BOD', code: 'BOD', unit: 'mgL', step: 0.1 },
  { key: 'COD', code: 'COD', unit: 'mgL', step: 1 },
  { key: 'NH3N', code: 'NH3N', unit: 'mgL', step: 0.01 },
  { key: 'SS', code: 'SS', unit: 'mgL', step: 1 },
  { key: 'pH', code: 'PH', unit: 'ph', max: 14, step: 0.1 },
];

/** MMWQI inputs (design/INDICES.md §4): faecal coliform in cfu/100 mL, the rest in mg/L. */
export const MARINE_FIELDS: readonly CalculatorField<MarineKey>[] = [
  { key: 'DO', code: 'DO', unit: 'mgL', step: 0.1 },
  { key: 'FC', code: 'FC', unit: 'cfu', step: 10 },
  { key: 'NH3', code: 'NH3', unit: 'mgL', step: 0.01 },
  { key: 'NO3', code: 'NO3', unit: 'mgL', step: 0.01 },
  { key: 'PO4', code: 'PO4', unit: 'mgL', step: 0.01 },
  { key: 'TSS', code: 'TSS', unit: 'mgL', step: 1 },
];

/** The request body from form values: only the fields holding a finite number. */
export function valuesToBody<K extends string>(
  fields: readonly CalculatorField<K>[],
  values: Partial<Record<K, number | null | undefined>>,
): Partial<Record<K, number>> {
  const body: Partial<Record<K, number>> = {};
  for (const { key } of fields) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value)) body[key] = value;
  }
  return body;
}

/** Unit codes as stored with standards (`ug/m3`, `mg/L`, …) → their display text key; null for others (e.g. NTU). */
const STORED_UNITS: Readonly<Record<string, UnitCode>> = {
  'ug/m3': 'ugm3',
  'mg/m3': 'mgm3',
  ppm: 'ppm',
  'mg/L': 'mgL',
  'cfu/100mL': 'cfu',
  'count/100mL': 'count',
  pH: 'ph',
};

export function storedUnitKey(unit: string): string | null {
  const code = STORED_UNITS[unit];
  return code ? `calculators:unit.${code}` : null;
}

/** A stored unit as shown: its translated text when it has one, else the code itself. */
export function storedUnitText(unit: string, t: (key: string) => string): string {
  const key = storedUnitKey(unit);
  return key ? t(key) : unit;
}
