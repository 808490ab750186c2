import type { ApiCategory } from '../air/api-category.js';
import type { LocationType } from '../marine/mmwqi-defaults.js';
import type { MarineCategory } from '../marine/mmwqi.js';
import { MARINE_CATEGORIES } from '../marine/mmwqi.js';
import { LOCATION_TYPES } from '../marine/mmwqi-defaults.js';
import type { Medium } from '../modules.js';
import { RIVER_CLASSES, type RiverClass } from '../river/wqi.js';

/**
 * The colouring class of a map feature (spec §3 attribute CLASS, §4 classes): what the station
 * layer styles by and the pie chart counts. Decided here once so the server's layer, the public
 * map and the web legend agree.
 */

/** A station without a current value (spec §4 "No Data (N/A, shown as NA)"). */
export const NO_DATA_CLASS = 'NA';

/** Air classes as the map shows them, in legend order (spec §4). */
export const AIR_MAP_CLASSES = [
  'Good',
  'Moderate',
  'Unhealthy',
  'Very Unhealthy',
  'Hazardous',
  NO_DATA_CLASS,
] as const;
export type AirMapClass = (typeof AIR_MAP_CLASSES)[number];

const AIR_CLASS_OF: Readonly<Record<ApiCategory, AirMapClass>> = {
  GOOD: 'Good',
  MODERATE: 'Moderate',
  UNHEALTHY: 'Unhealthy',
  VERY_UNHEALTHY: 'Very Unhealthy',
  HAZARDOUS: 'Hazardous',
  NO_DATA: NO_DATA_CLASS,
};

/**
 * The colour of every index category, keyed by the domain's codes (spec §9 for air: Good blue,
 * Moderate green, Unhealthy yellow, Very Unhealthy orange, Hazardous red, No Data grey). River
 * classes I–V and marine categories reuse the same scale from best (blue) to worst (red), as DOE's
 * river and marine maps do; NA is grey. They are fills with their own text colour, so they read
 * the same in the light and dark themes. The only copy: maps, calculators and tests read these.
 */
const BLUE = '#1E6FD9';
const GREEN = '#2E9E44';
const YELLOW = '#F5C400';
const ORANGE = '#F57C00';
const RED = '#D32F2F';
const GREY = '#9E9E9E';

/** Every class fill, best to worst, grey (no data) last. */
export const CLASS_FILLS = [BLUE, GREEN, YELLOW, ORANGE, RED, GREY] as const;

export const AIR_CATEGORY_COLOURS: Readonly<Record<ApiCategory, string>> = {
  GOOD: BLUE,
  MODERATE: GREEN,
  UNHEALTHY: YELLOW,
  VERY_UNHEALTHY: ORANGE,
  HAZARDOUS: RED,
  NO_DATA: GREY,
};

export const RIVER_CLASS_COLOURS: Readonly<Record<RiverClass | 'NA', string>> = {
  I: BLUE,
  II: GREEN,
  III: YELLOW,
  IV: ORANGE,
  V: RED,
  NA: GREY,
};

export const MARINE_CATEGORY_COLOURS: Readonly<Record<MarineCategory | 'NA', string>> = {
  EXCELLENT: BLUE,
  GOOD: GREEN,
  MODERATE: YELLOW,
  POOR: RED,
  NA: GREY,
};

/** The map class of an API category; a stale or missing value is NA. */
export function airMapClass(category: ApiCategory | null, isCurrent = true): AirMapClass {
  return category === null || !isCurrent ? NO_DATA_CLASS : AIR_CLASS_OF[category];
}

export type RiverMapClass = RiverClass | typeof NO_DATA_CLASS;

/** The map class of a river WQI class (I–V); none or stale is NA. */
export function riverMapClass(
  riverClass: RiverClass | 'NA' | null,
  isCurrent = true,
): RiverMapClass {
  return riverClass === null || riverClass === 'NA' || !isCurrent ? NO_DATA_CLASS : riverClass;
}

/** The marine map class: category crossed with location type (spec §4), e.g. `GOOD_COASTAL`. */
export function marineMapClass(
  category: MarineCategory | 'NA' | null,
  locationType: LocationType | null,
  isCurrent = true,
): string {
  if (category === null || category === 'NA' || locationType === null || !isCurrent)
    return NO_DATA_CLASS;
  return `${category}_${locationType}`;
}

/** Every class key a module of this medium can show, legend order, NA last. */
export function mapClassKeys(medium: Medium): readonly string[] {
  if (medium === 'air') return AIR_MAP_CLASSES;
  if (medium === 'river') return [...RIVER_CLASSES, NO_DATA_CLASS];
  return [
    ...MARINE_CATEGORIES.flatMap((c) => LOCATION_TYPES.map((t) => `${c}_${t}`)),
    NO_DATA_CLASS,
  ];
}
