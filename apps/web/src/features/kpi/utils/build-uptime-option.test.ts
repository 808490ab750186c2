import { describe, expect, it } from 'vitest';
import { buildUptimeOption } from './build-uptime-option';

describe('buildUptimeOption', () => {
  it('draws one line per module over the buckets, and the target as a flat dashed line', () => {
    const option = buildUptimeOption(
      ['13/01', '14/01'],
      [
        { name: 'CAQM', values: [50, null] },
        { name: 'CRWQM', values: [0, 25] },
      ],
      { label: 'Sasaran (95 %)', value: 95, colour: '#F2C037' },
    ) as {
      xAxis: { data: string[] };
      legend: { data: string[] };
      series: { name: string; data: (number | null)[]; lineStyle?: { type: string } }[];
    };
    expect(option.xAxis.data).toEqual(['13/01', '14/01']);
    expect(option.legend.data).toEqual(['CAQM', 'CRWQM', 'Sasaran (95 %)']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['CAQM', [50, null]],
      ['CRWQM', [0, 25]],
      ['Sasaran (95 %)', [95, 95]],
    ]);
    expect(option.series[2]!.lineStyle?.type).toBe('dashed');
  });
});
