import { NO_DATA_CLASS } from '../maps/map-classes.js';
import { airClassOfApi, SUMMARY_AIR_CLASSES, type ClassCount } from './index-classes.js';

/** The highest displayed API of one state's stations on one Kuala Lumpur day. */
export interface StateDayMax {
  readonly stateName: string | null;
  /** `YYYY-MM-DD`, Kuala Lumpur. */
  readonly day: string;
  readonly maxApi: number | null;
}

export interface DaysPerClass {
  readonly national: ClassCount[];
  readonly states: { stateName: string | null; counts: ClassCount[] }[];
}

function tally(classes: readonly string[]): ClassCount[] {
  const counts = new Map<string, number>(SUMMARY_AIR_CLASSES.map((cls) => [cls, 0]));
  for (const cls of classes) counts.set(cls, (counts.get(cls) ?? 0) + 1);
  return [...counts].map(([cls, count]) => ({ cls, count }));
}

/**
 * Days per API class (spec §4 classes): a state's day takes the class of the highest hourly API
 * any of its stations showed that day (DOE's daily maximum API), the nation's day the highest of
 * all; a day of the period with no API in a state counts as NA. `days` lists every day of the
 * period and `states` every state to report (a state without rows has all its days NA).
 */
export function daysPerClass(
  rows: readonly StateDayMax[],
  days: readonly string[],
  states: readonly (string | null)[],
): DaysPerClass {
  const byState = new Map<string | null, Map<string, number>>();
  const nation = new Map<string, number>();
  for (const row of rows) {
    if (row.maxApi === null) continue;
    const own = byState.get(row.stateName) ?? new Map<string, number>();
    own.set(row.day, Math.max(own.get(row.day) ?? -Infinity, row.maxApi));
    byState.set(row.stateName, own);
    nation.set(row.day, Math.max(nation.get(row.day) ?? -Infinity, row.maxApi));
  }
  const classesOf = (maxByDay: Map<string, number> | undefined) =>
    days.map((day) => {
      const max = maxByDay?.get(day);
      return max === undefined ? NO_DATA_CLASS : airClassOfApi(max);
    });
  return {
    national: tally(classesOf(nation)),
    states: states.map((stateName) => ({
      stateName,
      counts: tally(classesOf(byState.get(stateName))),
    })),
  };
}
