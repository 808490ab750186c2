import { z } from 'zod';
import { API_CATEGORIES, HEALTH_ADVICE } from '../air/api-category.js';
import { LOCATION_TYPES, type MarineParameter } from '../marine/mmwqi-defaults.js';
import { MARINE_CATEGORIES } from '../marine/mmwqi.js';
import { RIVER_CLASSES, RIVER_STATUSES, type WqiParameter } from '../river/wqi.js';
import type { Pollutant } from '../standards/parameters.js';
import { PM25_VARIANTS } from './standards.js';
import { sameSchemaFor, standardVersionFields } from './shared-fields.js';

/**
 * The calculators' HTTP contract. Its keys are the names staff know ("PM2.5", "NH3N", "pH"); the
 * domain uses codes that can be i18n keys and URL parts (PM25, AN, PH). These maps translate.
 */
export const AIR_KEYS = {
  'PM2.5': 'PM25',
  PM10: 'PM10',
  SO2: 'SO2',
  NO2: 'NO2',
  O3: 'O3',
  CO: 'CO',
} as const satisfies Record<string, Pollutant>;
export const RIVER_KEYS = {
  DO: 'DO',
  BOD: 'BOD',
  COD: 'COD',
  NH3N: 'AN',
  SS: 'SS',
  pH: 'PH',
} as const satisfies Record<string, WqiParameter>;
export const MARINE_KEYS = {
  DO: 'DO',
  FC: 'FC',
  NH3: 'NH3',
  NO3: 'NO3',
  PO4: 'PO4',
  TSS: 'TSS',
} as const satisfies Record<string, MarineParameter>;

/** The HTTP key of a domain code, e.g. `PM25` → `PM2.5`. */
export function httpKeyOf<K extends string, C extends string>(
  keys: Readonly<Record<K, C>>,
  code: C,
): K {
  const found = (Object.keys(keys) as K[]).find((key) => keys[key] === code);
  if (found === undefined) throw new Error(`No HTTP key for ${code}`);
  return found;
}

/** A concentration or count: a finite number, never negative (JSON has no NaN or Infinity). */
const amount = z.number().min(0);
const optional = amount.optional();

/** The HTTP keys of a calculator, in their order. */
const httpKeys = <K extends string>(keys: Readonly<Record<K, string>>) => Object.keys(keys) as K[];

/** PM in µg/m³ as 24 h averages, gases in ppm (CO 8 h, others 1 h); any non-empty subset. */
export const airBody = z
  .strictObject(sameSchemaFor(httpKeys(AIR_KEYS), optional))
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'errors:calculators.airAtLeastOne',
  });

/** DO in % saturation; BOD, COD, NH3-N and SS in mg/L; pH 0–14. All six are required. */
export const riverBody = z.strictObject({
  ...sameSchemaFor(httpKeys(RIVER_KEYS), amount),
  pH: amount.max(14),
});

/** DO mg/L, faecal coliform cfu/100 mL, NH3, NO3, PO4, TSS mg/L, and the station's location type. */
export const marineBody = z.strictObject({
  ...sameSchemaFor(httpKeys(MARINE_KEYS), amount),
  locationType: z.enum(LOCATION_TYPES),
});

/** Which stored version a result was computed with, so the page can cite it. */
export const standardUsed = z.object(standardVersionFields);

const subindex = z.record(z.string(), z.number());
const airKey = z.enum(
  Object.keys(AIR_KEYS) as [keyof typeof AIR_KEYS, ...(keyof typeof AIR_KEYS)[]],
);

export const airResult = z.object({
  /** Unrounded API (the highest sub-index). */
  api: z.number().nullable(),
  /** The API as shown to the public: rounded; its category comes from this number. */
  displayApi: z.number().nullable(),
  category: z.enum(API_CATEGORIES),
  /** The pollutant giving the API (the highest when several tie); null with no data. */
  dominant: airKey.nullable(),
  /** Every pollutant giving the API (several when their rounded sub-indices tie). */
  dominantPollutants: z.array(airKey),
  /** DOE's mark after the number: `**` PM2.5, `*` PM10, `a`–`d` gases, `&` several. */
  symbol: z.string().nullable(),
  advice: z.enum(HEALTH_ADVICE).nullable(),
  /** Above 500: an emergency (Kecemasan); the category stays HAZARDOUS. */
  emergency: z.boolean(),
  subindex,
  pm25Table: z.enum(PM25_VARIANTS),
  /** The breakpoint table of each pollutant given. */
  standards: z.array(standardUsed.extend({ pollutant: airKey })),
});

export const riverResult = z.object({
  wqi: z.number().nullable(),
  class: z.enum([...RIVER_CLASSES, 'NA']),
  status: z.enum([...RIVER_STATUSES, 'NA']),
  subindex,
  standard: standardUsed,
});

export const marineResult = z.object({
  index: z.number().nullable(),
  category: z.enum([...MARINE_CATEGORIES, 'NA']),
  locationType: z.enum(LOCATION_TYPES),
  /** True while the MMWQI weights and curves in use are not from a published source. */
  provisional: z.boolean(),
  subindex,
  standard: standardUsed,
});

export type AirBody = z.infer<typeof airBody>;
export type RiverBody = z.infer<typeof riverBody>;
export type MarineBody = z.infer<typeof marineBody>;

/** HTTP keys of the calculators (the names staff know). */
export type AirKey = keyof typeof AIR_KEYS;
export type RiverKey = keyof typeof RIVER_KEYS;
export type MarineKey = keyof typeof MARINE_KEYS;

export type StandardUsed = z.input<typeof standardUsed>;
export type AirResult = z.input<typeof airResult>;
export type RiverResult = z.input<typeof riverResult>;
export type MarineResult = z.input<typeof marineResult>;
