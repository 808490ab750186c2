import { describe, expect, it } from 'vitest';
import { PIE_LABEL_MIN_PERCENT } from '@eqmp/domain';
import { buildClassPieOption, classPieSlices } from './class-pie';

const label = (key: string) => key;

type PieData = { name: string; value: number; label: { show: boolean; formatter?: string } };
const pieData = (option: ReturnType<typeof buildClassPieOption>) =>
  (option.series as { data: PieData[] }[])[0]!.data;

describe('class pie', () => {
  it('counts stations per air class in legend order and adds the stations the filters leave out', () => {
    const slices = classPieSlices(
      'CAQM',
      ['Moderate', 'Good', 'Moderate', 'NA'],
      10,
      label,
      '#ccc',
    );
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ['Good', 1],
      ['Moderate', 2],
      ['NA', 1],
      ['remaining', 6],
    ]);
  });

  it('has no remaining group when every station is shown', () => {
    const slices = classPieSlices('CRWQM', ['I', 'III'], 2, label, '#ccc');
    expect(slices.map((s) => s.key)).toEqual(['I', 'III']);
  });

  it('groups marine classes by category, whatever the location type', () => {
    const slices = classPieSlices(
      'CMWQM',
      ['GOOD_COASTAL', 'GOOD_ISLAND', 'POOR_ESTUARY'],
      3,
      label,
      '#ccc',
    );
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ['GOOD', 2],
      ['POOR', 1],
    ]);
  });

  it(`labels only slices above ${PIE_LABEL_MIN_PERCENT} %`, () => {
    // 1 of 10 is exactly 10 %: no label; 2 of 10 is 20 %: labelled.
    const slices = [
      { key: 'a', name: 'a', value: 1, colour: '#000' },
      { key: 'b', name: 'b', value: 2, colour: '#000' },
      { key: 'c', name: 'c', value: 7, colour: '#000' },
    ];
    const data = pieData(buildClassPieOption(slices, '#000'));
    expect(data.map((d) => d.label.show)).toEqual([false, true, true]);
    expect(data[1]!.label.formatter).toBe('20%');
  });
});
