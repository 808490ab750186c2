import { AIR_POLLUTANTS, computeApiFromSeries, type HourlySeries, HOUR_MS } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { RECORD_HOURS, recordedApi, recordHourOf } from './air-record.js';
import { airReplay } from './air-replay.js';
import { readCsv } from '../reference/reference-files.js';

/** 2017-01-01 00:00 in Kuala Lumpur. */
const START = Date.UTC(2016, 11, 31, 16);

/** The API the domain computes at record hour `i` from the replayed hourly values before it. */
function computedApi(stationId: string, i: number): number | null {
  const replay = airReplay(stationId);
  const series: HourlySeries = {};
  for (const p of AIR_POLLUTANTS)
    series[p] = Array.from({ length: 24 }, (_, k) => {
      const hour = (i - k + RECORD_HOURS) % RECORD_HOURS;
      const v = replay[p][hour]!;
      return { ts: START + (i - k) * HOUR_MS, value: Number.isFinite(v) ? v : null };
    });
  return computeApiFromSeries(series, START + i * HOUR_MS).displayApi;
}

const hourOf = (local: string) => (Date.parse(`${local}:00+08:00`) - START) / HOUR_MS;

describe('air replay of the 2017 API record', () => {
  it('maps a present hour to the record hour of the same time of day, a whole number of years on', () => {
    expect(recordHourOf(START)).toBe(0);
    expect(recordHourOf(START + 365 * 24 * HOUR_MS + 5 * HOUR_MS)).toBe(5);
    expect(recordHourOf(Date.parse('2026-11-24T14:00:00+08:00')) % 24).toBe(14);
  });

  it.each([
    ['CA41C', '2017-01-01 00:00'],
    ['CA03K', '2017-03-15 09:00'],
    ['CA06P', '2017-06-20 16:00'],
    ['CA23N', '2017-08-02 13:00'],
    ['CA12A', '2017-10-10 21:00'],
  ])('reproduces the recorded API of %s at %s', (station, local) => {
    const i = hourOf(local);
    const recorded = recordedApi(station, i);
    expect(recorded).not.toBeNull();
    expect(computedApi(station, i)).toBe(recorded);
  });

  it('reproduces the episode hours: every Unhealthy or worse hour of the record at CA41C', () => {
    const hours = Array.from({ length: RECORD_HOURS }, (_, i) => i).filter(
      (i) => (recordedApi('CA41C', i) ?? 0) > 100,
    );
    expect(hours.length).toBeGreaterThan(10);
    for (const i of hours) expect(computedApi('CA41C', i)).toBe(recordedApi('CA41C', i));
  });

  it('reproduces at least 99 % of the recorded station-hours (every 11th hour of every station)', () => {
    const ids = readCsv('doe-caqm-stations.csv').map((r) => r.station_id!);
    let recorded = 0;
    let same = 0;
    for (const id of ids)
      // 11 and 24 share no factor: the sample holds every hour of the day.
      for (let i = 0; i < RECORD_HOURS; i += 11) {
        const value = recordedApi(id, i);
        if (value === null) continue;
        recorded += 1;
        if (computedApi(id, i) === value) same += 1;
      }
    expect(recorded).toBeGreaterThan(35_000);
    expect(same / recorded).toBeGreaterThan(0.99);
  });
});
