import { describe, expect, it } from 'vitest';
import {
  frequencyBin,
  frequencyEdges,
  frequencyTable,
  isValidFrequencyEdges,
} from './frequency.js';

describe('frequencyBin (lower edge included, the last class closed)', () => {
  const edges = [0, 10, 20, 30];
  it.each([
    [0, 0],
    [9.999, 0],
    [10, 1],
    [20, 2],
    [29.9, 2],
    [30, 2],
    [-0.01, 'below'],
    [30.01, 'above'],
    [null, 'missing'],
    [Number.NaN, 'missing'],
  ])('%s → %s', (value, bin) => {
    expect(frequencyBin(value, edges)).toBe(bin);
  });
});

describe('frequencyEdges', () => {
  it('covers the range with round class widths', () => {
    expect(frequencyEdges(3, 97, 10)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(frequencyEdges(0.012, 0.087, 5)).toEqual([0, 0.02, 0.04, 0.06, 0.08, 0.1]);
  });

  it('puts the maximum inside the last class, even when it sits on an edge', () => {
    const edges = frequencyEdges(0, 50, 5);
    expect(edges).toEqual([0, 10, 20, 30, 40, 50]);
    expect(frequencyBin(50, edges)).toBe(4);
  });

  it('gives one class to a single value, and none to an empty or reversed range', () => {
    expect(frequencyEdges(7, 7)).toEqual([7, 8]);
    expect(frequencyEdges(Number.NaN, 1)).toEqual([]);
    expect(frequencyEdges(2, 1)).toEqual([]);
  });

  it('accepts chosen edges only when they ascend', () => {
    expect(isValidFrequencyEdges([0, 5, 10])).toBe(true);
    expect(isValidFrequencyEdges([0, 5, 5])).toBe(false);
    expect(isValidFrequencyEdges([1])).toBe(false);
  });
});

describe('frequencyTable', () => {
  it('gives counts, percentages and cumulative percentages of every counted value', () => {
    const table = frequencyTable([0, 10, 20], [3, 1], 0, 0);
    expect(table.total).toBe(4);
    expect(table.rows).toEqual([
      { from: 0, to: 10, count: 3, percent: 75, cumulativePercent: 75 },
      { from: 10, to: 20, count: 1, percent: 25, cumulativePercent: 100 },
    ]);
  });

  it('counts values outside the edges in the base', () => {
    const table = frequencyTable([0, 10], [2], 1, 1);
    expect(table.rows[0]).toMatchObject({ percent: 50, cumulativePercent: 75 });
    expect(table.total).toBe(4);
  });

  it('gives zero percentages when nothing was counted', () => {
    expect(frequencyTable([0, 10], [0]).rows[0]).toMatchObject({
      percent: 0,
      cumulativePercent: 0,
    });
  });
});
