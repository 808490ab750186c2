import { HOUR_MS } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import type { ChartRow } from '@eqmp/domain';
import {
  averageKey,
  buildAirTrendOption,
  buildDischargeOption,
  buildHourlyOption,
  buildSeriesOption,
  wholeHourLabel,
} from './chart-options';

// 2026-01-15 08:00 in Malaysia is 00:00 UTC.
const T0 = Date.UTC(2026, 0, 15, 0, 0);
const rows: ChartRow[] = [0, 1, 2].map((i) => ({
  EPOCHDATE: T0 + i * HOUR_MS,
  PM25_CONC: 10 + i,
  PM25_1H_AVG: 10 + i,
  PM25_24H_AVG: 20 + i,
  CO_CONC: 1,
  CO_1H_AVG: 1,
  CO_8H_AVG: 0.5 + i,
  O3_CONC: null,
  O3_1H_AVG: null,
  FLOWRATE: i === 1 ? null : 3.5,
  API: 60.4 + i,
  SUBINDEX: { PM25: 60.4 + i, CO: 5.2, O3: null },
}));
const names = (code: string) => `name:${code}`;
type Line = { name: string; data: (number | null)[] };

describe('map chart options', () => {
  it('labels hours as whole hours in Malaysian time', () => {
    expect(wholeHourLabel(T0 + 25 * 60_000, 'en-US')).toBe('08:00');
  });

  it('names each pollutant by its spec averaging: 24 h for PM, 8 h for CO, 1 h for the others', () => {
    expect(averageKey('PM25')).toBe('PM25_24H_AVG');
    expect(averageKey('CO')).toBe('CO_8H_AVG');
    expect(averageKey('NO2')).toBe('NO2_1H_AVG');
  });

  it('trends the hourly API and each measured sub-index on one index axis, rounded', () => {
    const option = buildAirTrendOption(rows, 'en-US', names, { api: 'API', title: 'Trend' });
    expect((option.title as { text: string }).text).toBe('Trend');
    const series = option.series as Line[];
    expect(series.map((s) => s.name)).toEqual(['API', 'name:PM25 (24H)', 'name:CO (8H)']);
    expect(series[0]!.data).toEqual([60, 61, 62]);
    expect(series[2]!.data).toEqual([5, 5, 5]);
  });

  it('leaves pollutants without a sub-index out of the trend', () => {
    const series = buildAirTrendOption(rows, 'en-US', names, { api: 'API', title: 'Trend' })
      .series as Line[];
    expect(series.some((s) => s.name.includes('O3'))).toBe(false);
  });

  it('keeps a missing hour of discharge as a gap under the spec title', () => {
    const option = buildDischargeOption(rows, { name: 'Flow', title: 'Discharge' }, 'en-US');
    expect((option.title as { text: string }).text).toBe('Discharge');
    expect((option.series as Line[])[0]!.data).toEqual([3.5, null, 3.5]);
  });

  it('draws the hourly chart as concentration bars with the running average line', () => {
    const series = buildHourlyOption(
      rows,
      'PM25',
      { concentration: 'c', average: 'a' },
      'ug/m3',
      'en-US',
    ).series as (Line & { type: string })[];
    expect(series.map((s) => [s.type, s.data])).toEqual([
      ['bar', [10, 11, 12]],
      ['line', [20, 21, 22]],
    ]);
  });

  it('passes monthly categories and series through with units in the names', () => {
    const option = buildSeriesOption(
      {
        categories: ['2026-01', '2026-02'],
        series: [{ name: 'BOD', unit: 'mg/L', data: [1, null] }],
      },
      names,
    );
    expect((option.xAxis as { data: string[] }[])[0]!.data).toEqual(['2026-01', '2026-02']);
    expect((option.series as Line[])[0]).toMatchObject({
      name: 'name:BOD (mg/L)',
      data: [1, null],
    });
  });

  it('puts each unit on its own panel and writes units as people read them', () => {
    const option = buildSeriesOption(
      {
        categories: ['2026-01', '2026-02'],
        series: [
          { name: 'CO', unit: 'ppm', data: [0.5, 0.6] },
          { name: 'SR', unit: 'W/m2', data: [400, 410] },
          { name: 'PM10', unit: 'ug/m3', data: [40, 42] },
          { name: 'O3', unit: 'ppm', data: [0.02, 0.03] },
        ],
      },
      names,
    ) as { grid: unknown[]; yAxis: { name: string }[]; series: (Line & { yAxisIndex: number })[] };
    expect(option.grid).toHaveLength(3);
    expect(option.yAxis.map((a) => a.name)).toEqual(['ppm', 'W/m²', 'µg/m³']);
    expect(option.series.map((s) => [s.name, s.yAxisIndex])).toEqual([
      ['name:CO (ppm)', 0],
      ['name:SR (W/m²)', 1],
      ['name:PM10 (µg/m³)', 2],
      ['name:O3 (ppm)', 0],
    ]);
  });
});
