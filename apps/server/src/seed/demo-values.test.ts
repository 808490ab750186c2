import { DAY_MS, HOUR_MS, localHour } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { replayedValue } from './air-replay.js';
import { demoHourlyValue } from './demo-history.js';

/** Every hour of 2026 from 1 January, local midnight. */
const YEAR = Array.from(
  { length: 365 * 24 },
  (_, i) => Date.parse('2026-01-01T00:00:00+08:00') + i * HOUR_MS,
);

describe('physical demo values', () => {
  it.each(['CA41C', 'CA03K', 'CA20B', 'CA23N', 'CA12A'])(
    'keeps the replayed PM2.5 of %s at 0.5–0.8 of its PM10',
    (station) => {
      const ratios = YEAR.flatMap((t) => {
        const fine = replayedValue(station, 'PM25', t);
        const coarse = replayedValue(station, 'PM10', t);
        return fine === null || coarse === null ? [] : [fine / coarse];
      });
      expect(ratios.length).toBeGreaterThan(7000);
      const inRange = ratios.filter((r) => r >= 0.5 && r <= 0.8).length;
      // A haze hour may hold PM10 down to keep the record's index: at most 1 % of hours.
      expect(inRange / ratios.length).toBeGreaterThan(0.99);
      expect(ratios.every((r) => r <= 1)).toBe(true);
    },
  );

  it('keeps the generated PM2.5 (manual air samples) at 0.5–0.8 of the same hour’s PM10', () => {
    const station = { id: 'MAJ01', module: 'MAQM', locationType: null };
    for (const t of YEAR) {
      const ratio =
        demoHourlyValue(station, 'PM25', t, null)! / demoHourlyValue(station, 'PM10', t, null)!;
      expect(ratio).toBeGreaterThanOrEqual(0.5);
      expect(ratio).toBeLessThanOrEqual(0.8);
    }
  });

  it('gives no solar radiation at night and its peak near noon', () => {
    const station = { id: 'CA20B', module: 'CAQM', locationType: null };
    for (const t of YEAR) {
      const h = localHour(t);
      const sr = demoHourlyValue(station, 'SR', t, null)!;
      if (h >= 19 || h < 7) expect(sr).toBe(0);
      else expect(sr).toBeGreaterThan(0);
    }
    const day = YEAR.slice(0, 24).map((t) => demoHourlyValue(station, 'SR', t, null)!);
    // The hours 12:00–13:00 and 13:00–14:00 straddle solar noon.
    expect([12, 13]).toContain(day.indexOf(Math.max(...day)));
  });

  it('varies the day’s sunshine from day to day (cloud and storms)', () => {
    const station = { id: 'CA20B', module: 'CAQM', locationType: null };
    const daily = Array.from({ length: 90 }, (_, d) => {
      let sum = 0;
      for (let h = 0; h < 24; h++)
        sum += demoHourlyValue(station, 'SR', YEAR[0]! + d * DAY_MS + h * HOUR_MS, null)!;
      return sum / 24;
    });
    const mean = daily.reduce((a, b) => a + b, 0) / daily.length;
    const spread = Math.sqrt(daily.reduce((a, b) => a + (b - mean) ** 2, 0) / daily.length);
    expect(new Set(daily.map((v) => Math.round(v))).size).toBeGreaterThan(60);
    expect(spread / mean).toBeGreaterThan(0.1);
  });
});
