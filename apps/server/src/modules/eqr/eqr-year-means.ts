import type { YearMean } from './year-means.repository.js';

/** The values of each station-year, by parameter code. */
export function byStationYear(means: readonly YearMean[]) {
  const groups = new Map<
    string,
    { stationId: string; year: number; values: Record<string, number> }
  >();
  for (const m of means) {
    const key = `${m.stationId}|${m.year}`;
    const group = groups.get(key) ?? { stationId: m.stationId, year: m.year, values: {} };
    group.values[m.parameterCode] = m.value;
    groups.set(key, group);
  }
  return [...groups.values()];
}
