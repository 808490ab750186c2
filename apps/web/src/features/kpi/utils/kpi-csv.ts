import type { CaptureRow, StationUptime } from '@eqmp/domain';

/** System KPI export rows: a station's totals, then its uptime in each bucket (percent). */
export function uptimeCsvRows(stations: readonly StationUptime[]): (string | number | null)[][] {
  return stations.map((s) => [
    s.id,
    s.name,
    s.module,
    s.stateName,
    s.uptimePct,
    s.upHours,
    s.expectedHours,
    ...s.byBucket.map((b) => b.uptimePct),
  ]);
}

/** Data KPI export rows, with whether each meets the target in words. */
export function captureCsvRows(
  rows: readonly CaptureRow[],
  words: { met: string; missed: string; noData: string },
): (string | number | null)[][] {
  return rows.map((r) => [
    r.stationId,
    r.stationName,
    r.module,
    r.stateName,
    r.parameterCode,
    r.captureAllPct,
    r.captureExclCalPct,
    r.calibrationHours,
    r.meetsTarget === null ? words.noData : r.meetsTarget ? words.met : words.missed,
  ]);
}
