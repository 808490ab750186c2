import { describe, expect, it } from 'vitest';
import { buildCaptureOption } from './build-capture-option';

describe('buildCaptureOption', () => {
  it('colours bars below the target (and without data) as missed, and draws the target line', () => {
    const option = buildCaptureOption(
      [
        { label: 'CA01K', value: 80 },
        { label: 'CA02K', value: 74.99 },
        { label: 'CR01K', value: null },
      ],
      { capture: 'Capture', target: 'Target (75 %)' },
      75,
      { met: 'green', missed: 'red', target: 'gold' },
    ) as {
      xAxis: { data: string[] };
      series: {
        name: string;
        data: (number | { value: number | null; itemStyle: { color: string } })[];
      }[];
    };
    expect(option.xAxis.data).toEqual(['CA01K', 'CA02K', 'CR01K']);
    expect(option.series[0]!.data).toEqual([
      { value: 80, itemStyle: { color: 'green' } },
      { value: 74.99, itemStyle: { color: 'red' } },
      { value: null, itemStyle: { color: 'red' } },
    ]);
    expect(option.series[1]).toMatchObject({ name: 'Target (75 %)', data: [75, 75, 75] });
  });
});
