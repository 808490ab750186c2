import { describe, expect, it } from 'vitest';
import { buildReportOption } from './build-report-option';

describe('buildReportOption', () => {
  it('draws one line per series over the categories, leaving gaps as gaps', () => {
    const option = buildReportOption({ type: 'line', categories: ['01', '02'], series: [{ name: 'PM10', data: [30, null] }] }) as { xAxis: { data: string[] }; series: { type: string; data: unknown[]; connectNulls: boolean }[] };
    expect(option.xAxis.data).toEqual(['01', '02']);
    expect(option.series).toMatchObject([{ type: 'line', data: [30, null], connectNulls: false }]);
  });

  it('draws a box plot with an empty box for a station without samples', () => {
    const option = buildReportOption({ type: 'boxplot', categories: ['A', 'B'], series: [{ name: 'BOD', data: [[1, 2, 3, 4, 5], null] }] }) as { series: { type: string; data: unknown[] }[] };
    expect(option.series[0]).toMatchObject({ type: 'boxplot', data: [[1, 2, 3, 4, 5], []] });
  });
});
