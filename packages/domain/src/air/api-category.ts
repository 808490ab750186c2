/**
 * Air Pollutant Index categories (design/INDICES.md §1 bands, CONFIRMED; spec §4 adds No Data).
 * The web maps each code to its text and colour (Good blue, Moderate green, Unhealthy yellow,
 * Very Unhealthy orange, Hazardous red, No Data grey).
 */
export const API_CATEGORIES = [
  'GOOD',
  'MODERATE',
  'UNHEALTHY',
  'VERY_UNHEALTHY',
  'HAZARDOUS',
  'NO_DATA',
] as const;
export type ApiCategory = (typeof API_CATEGORIES)[number];

/**
 * DOE health advice per band (design/INDICES.md §1, restated as codes):
 * ≤ 100 no restriction; 101–200 high-risk people limit outdoor activity; 201–300 elderly and
 * high-risk stay indoors, people with health problems see a doctor; > 300 the public avoids
 * outdoor activity; > 500 follow National Security Council orders (emergency).
 */
export const HEALTH_ADVICE = [
  'NO_RESTRICTION',
  'HIGH_RISK_LIMIT_OUTDOOR',
  'HIGH_RISK_STAY_INDOORS',
  'AVOID_OUTDOOR',
  'FOLLOW_NSC_ORDERS',
] as const;
export type HealthAdvice = (typeof HEALTH_ADVICE)[number];

export interface ApiBand {
  readonly category: Exclude<ApiCategory, 'NO_DATA'>;
  /** Lowest ROUNDED API of the band (index points). */
  readonly min: number;
  readonly advice: HealthAdvice;
}

const GOOD_BAND: ApiBand = { category: 'GOOD', min: 0, advice: 'NO_RESTRICTION' };

/** Bands by their lowest rounded API, ascending: 0–50, 51–100, 101–200, 201–300, ≥ 301. */
export const API_BANDS: readonly ApiBand[] = [
  GOOD_BAND,
  { category: 'MODERATE', min: 51, advice: 'NO_RESTRICTION' },
  { category: 'UNHEALTHY', min: 101, advice: 'HIGH_RISK_LIMIT_OUTDOOR' },
  { category: 'VERY_UNHEALTHY', min: 201, advice: 'HIGH_RISK_STAY_INDOORS' },
  { category: 'HAZARDOUS', min: 301, advice: 'AVOID_OUTDOOR' },
];

/** A displayed API above this is an emergency (Kecemasan); it stays HAZARDOUS (red). */
export const API_EMERGENCY_ABOVE = 500;

/** The displayed API: rounded to an integer, halves up (50.5 → 51, 50.4 → 50). */
export function roundApi(api: number): number {
  return Math.floor(api + 0.5);
}

export interface ApiClassification {
  /** Rounded API shown to the public, null when there is none. */
  readonly displayApi: number | null;
  readonly category: ApiCategory;
  readonly isEmergency: boolean;
  /** Null when there is no data to advise on. */
  readonly advice: HealthAdvice | null;
}

/**
 * Category, emergency flag and advice of an unrounded API. The band comes from the ROUNDED
 * value (design/INDICES.md §1) so the number and the colour shown never disagree; for the same
 * reason the emergency flag also reads the rounded value (shown 500: no; shown 501: yes).
 */
export function classifyApi(api: number | null): ApiClassification {
  if (api === null || !Number.isFinite(api)) {
    return { displayApi: null, category: 'NO_DATA', isEmergency: false, advice: null };
  }
  const displayApi = roundApi(api);
  // Below 0 cannot come from the seeded tables; an edited table that allows it still reads GOOD.
  const band = API_BANDS.filter((b) => displayApi >= b.min).at(-1) ?? GOOD_BAND;
  const isEmergency = displayApi > API_EMERGENCY_ABOVE;
  return {
    displayApi,
    category: band.category,
    isEmergency,
    advice: isEmergency ? 'FOLLOW_NSC_ORDERS' : band.advice,
  };
}
