import { classifyApi } from '../air/api-category.js';
import {
  AIR_CATEGORY_COLOURS,
  MARINE_CATEGORY_COLOURS,
  NO_DATA_CLASS,
  RIVER_CLASS_COLOURS,
} from '../maps/map-classes.js';
import { MARINE_CATEGORIES } from '../marine/mmwqi.js';
import type { Medium, ModuleCode } from '../modules.js';
import { RIVER_CLASSES } from '../river/wqi.js';

/**
 * The classes the executive summary counts stations in (spec §4): air API categories, river
 * classes I–V and marine categories, each with NA (no value) last. Keys are the domain's codes;
 * colours come from the one colour table of the maps (spec §9).
 */
export const SUMMARY_AIR_CLASSES = [
  'GOOD',
  'MODERATE',
  'UNHEALTHY',
  'VERY_UNHEALTHY',
  'HAZARDOUS',
  NO_DATA_CLASS,
] as const;
export type SummaryAirClass = (typeof SUMMARY_AIR_CLASSES)[number];

/** Class keys of a medium, best to worst, NA last. */
export function summaryClasses(medium: Medium): readonly string[] {
  if (medium === 'air') return SUMMARY_AIR_CLASSES;
  if (medium === 'river') return [...RIVER_CLASSES, NO_DATA_CLASS];
  return [...MARINE_CATEGORIES, NO_DATA_CLASS];
}

/** The fill of a class key of a medium (grey for NA or an unknown key). */
export function summaryClassColour(medium: Medium, cls: string): string {
  if (medium === 'air')
    return (AIR_CATEGORY_COLOURS as Record<string, string>)[cls] ?? AIR_CATEGORY_COLOURS.NO_DATA;
  if (medium === 'river')
    return (RIVER_CLASS_COLOURS as Record<string, string>)[cls] ?? RIVER_CLASS_COLOURS.NA;
  return (MARINE_CATEGORY_COLOURS as Record<string, string>)[cls] ?? MARINE_CATEGORY_COLOURS.NA;
}

/** The air class of a displayed (or unrounded) API; none is NA. */
export function airClassOfApi(api: number | null): SummaryAirClass {
  const { category } = classifyApi(api);
  return category === 'NO_DATA' ? NO_DATA_CLASS : category;
}

/**
 * The national networks the index overview counts, per medium: the fixed stations of the
 * continuous and manual programmes (mobile units and investigative studies measure where a case
 * takes them, so they are left out), as Home and the public portal count them. Air counts the
 * continuous network: API is an hourly index.
 */
export const OVERVIEW_MODULES: Readonly<Record<Medium, readonly ModuleCode[]>> = {
  air: ['CAQM'],
  river: ['CRWQM', 'MRWQM'],
  marine: ['CMWQM', 'MMWQM'],
};

/** The overview's periods: the latest value now, then the last 24 hours, 7 and 30 days. */
export const OVERVIEW_WINDOWS = ['now', '24h', '7d', '30d'] as const;
export type OverviewWindow = (typeof OVERVIEW_WINDOWS)[number];

/** One counted station: its state (null when it has none) and its class. */
export interface ClassedStation {
  readonly stateName: string | null;
  readonly cls: string;
}

export interface ClassCount {
  readonly cls: string;
  readonly count: number;
}

export interface ClassTally {
  /** Every class of `classes`, in that order, then any other class met. */
  readonly national: ClassCount[];
  /** One row per state (by name; null last), each with the same classes. */
  readonly states: { stateName: string | null; total: number; counts: ClassCount[] }[];
  readonly total: number;
}

function countsOf(stations: readonly ClassedStation[], classes: readonly string[]): ClassCount[] {
  const counts = new Map<string, number>(classes.map((cls) => [cls, 0]));
  for (const s of stations) counts.set(s.cls, (counts.get(s.cls) ?? 0) + 1);
  return [...counts].map(([cls, count]) => ({ cls, count }));
}

/** Stations per class, nationally and per state (spec §4 pie: the percentage per class). */
export function tallyByState(
  stations: readonly ClassedStation[],
  classes: readonly string[],
): ClassTally {
  const byState = new Map<string | null, ClassedStation[]>();
  for (const s of stations) byState.set(s.stateName, [...(byState.get(s.stateName) ?? []), s]);
  const names = [...byState.keys()].sort((a, b) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b),
  );
  return {
    national: countsOf(stations, classes),
    states: names.map((stateName) => {
      const own = byState.get(stateName)!;
      return { stateName, total: own.length, counts: countsOf(own, classes) };
    }),
    total: stations.length,
  };
}
