import type { CaptureBasis, CaptureRow } from '@eqmp/domain';

/** The capture of a row on the chosen basis. */
export const captureOf = (row: CaptureRow, basis: CaptureBasis) =>
  basis === 'all' ? row.captureAllPct : row.captureExclCalPct;

/**
 * Each station's mean capture over its parameters (for the chart), in the order stations first
 * appear; null when no parameter of the station has a value yet. Rounded to 0.01 %.
 */
export function stationMeans(
  rows: readonly CaptureRow[],
  basis: CaptureBasis,
): { stationId: string; value: number | null }[] {
  const byStation = new Map<string, number[]>();
  for (const row of rows) {
    const values = byStation.get(row.stationId) ?? [];
    const value = captureOf(row, basis);
    if (value !== null) values.push(value);
    byStation.set(row.stationId, values);
  }
  return [...byStation].map(([stationId, values]) => ({
    stationId,
    value: values.length
      ? Math.round((100 * values.reduce((a, b) => a + b, 0)) / values.length) / 100
      : null,
  }));
}
