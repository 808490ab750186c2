import { describe, expect, it } from 'vitest';
import type { CaptureRow, StationUptime } from '@eqmp/domain';
import { stationMeans } from './capture-means';
import { bucketLabel, searchAndPage } from './client-table';
import { captureCsvRows, uptimeCsvRows } from './kpi-csv';
import { targetParam } from './kpi-params';

const capture = (
  stationId: string,
  parameterCode: string,
  all: number | null,
  excl: number | null,
  meetsTarget: boolean | null,
): CaptureRow => ({
  stationId,
  stationName: `Station ${stationId}`,
  module: 'CAQM',
  stateId: 1,
  stateName: 'Selangor',
  parameterCode,
  calibrationHours: 0,
  captureAllPct: all,
  captureExclCalPct: excl,
  meetsTarget,
});

describe('searchAndPage', () => {
  const rows = ['CA01', 'CA02', 'CR01', 'CA03'].map((id) => ({
    id,
    state: id.startsWith('CR') ? 'Johor' : null,
  }));
  const fields = [(r: { id: string }) => r.id, (r: { state: string | null }) => r.state];
  it('keeps rows whose fields contain the search, ignoring case, and cuts out the page', () => {
    expect(searchAndPage(rows, fields, 'ca', 2, 2)).toEqual({ items: [rows[3]], total: 3 });
    expect(searchAndPage(rows, fields, ' johor ', 1, 10)).toEqual({ items: [rows[2]], total: 1 });
    expect(searchAndPage(rows, fields, '', 1, 3).total).toBe(4);
  });
});

describe('bucketLabel', () => {
  it('shortens days and months', () => {
    expect(bucketLabel('2026-01-15')).toBe('15/01');
    expect(bucketLabel('2026-01')).toBe('01/2026');
  });
});

describe('stationMeans', () => {
  it('averages each station’s parameters on the chosen basis, skipping those without a value', () => {
    const rows = [
      capture('A', 'CO', 80, 90, true),
      capture('A', 'PM10', 60, 61, false),
      capture('B', 'PM10', null, null, null),
    ];
    expect(stationMeans(rows, 'all')).toEqual([
      { stationId: 'A', value: 70 },
      { stationId: 'B', value: null },
    ]);
    expect(stationMeans(rows, 'excl_cal')).toEqual([
      { stationId: 'A', value: 75.5 },
      { stationId: 'B', value: null },
    ]);
  });
});

describe('CSV rows', () => {
  it('puts a station’s totals before its buckets', () => {
    const station: StationUptime = {
      id: 'CA01K',
      name: 'Klang',
      module: 'CAQM',
      stateId: 1,
      stateName: 'Selangor',
      upHours: 40,
      expectedHours: 56,
      uptimePct: 71.43,
      meetsTarget: false,
      byBucket: [
        { bucket: '2026-01-13', upHours: 24, expectedHours: 24, uptimePct: 100 },
        { bucket: '2026-01-14', upHours: 16, expectedHours: 32, uptimePct: 50 },
      ],
    };
    expect(uptimeCsvRows([station])).toEqual([
      ['CA01K', 'Klang', 'CAQM', 'Selangor', 71.43, 40, 56, 100, 50],
    ]);
  });

  it('says in words whether each station parameter meets the target', () => {
    const words = { met: 'Met', missed: 'Below', noData: 'None' };
    expect(
      captureCsvRows(
        [capture('A', 'CO', 80, 90, true), capture('B', 'PM10', null, null, null)],
        words,
      ).map((r) => r.at(-1)),
    ).toEqual(['Met', 'None']);
  });
});

describe('targetParam', () => {
  it('takes a percent from the URL and falls back for anything else', () => {
    expect(targetParam('80', 75)).toBe(80);
    expect(targetParam('0', 75)).toBe(0);
    expect(targetParam(undefined, 75)).toBe(75);
    expect(targetParam('', 75)).toBe(75);
    expect(targetParam('high', 75)).toBe(75);
    expect(targetParam('120', 75)).toBe(75);
  });
});
