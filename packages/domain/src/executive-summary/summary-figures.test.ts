import { describe, expect, it } from 'vitest';
import { summariseCapture } from './capture-summary.js';
import { summaryClassColour, tallyByState } from './index-classes.js';

describe('tallyByState', () => {
  it('counts stations per class nationally and per state, every class listed', () => {
    const tally = tallyByState(
      [
        { stateName: 'Selangor', cls: 'GOOD' },
        { stateName: 'Johor', cls: 'GOOD' },
        { stateName: 'Selangor', cls: 'MODERATE' },
        { stateName: null, cls: 'NA' },
      ],
      ['GOOD', 'MODERATE', 'NA'],
    );
    expect(tally.total).toBe(4);
    expect(tally.national).toEqual([
      { cls: 'GOOD', count: 2 },
      { cls: 'MODERATE', count: 1 },
      { cls: 'NA', count: 1 },
    ]);
    expect(tally.states.map((s) => [s.stateName, s.total, s.counts.map((c) => c.count)])).toEqual([
      ['Johor', 1, [1, 0, 0]],
      ['Selangor', 2, [1, 1, 0]],
      [null, 1, [0, 0, 1]],
    ]);
  });

  it('colours classes from the map colour table, NA grey', () => {
    expect(summaryClassColour('air', 'GOOD')).toBe('#1E6FD9');
    expect(summaryClassColour('river', 'V')).toBe('#D32F2F');
    expect(summaryClassColour('marine', 'NA')).toBe('#9E9E9E');
  });
});

describe('summariseCapture', () => {
  it('averages the pairs with something expected and counts those meeting the target', () => {
    const figures = [80, 60, null, 75].map((capturePct) => ({
      module: 'CAQM',
      stateName: 'Selangor',
      capturePct,
    }));
    // (80 + 60 + 75) / 3 = 71.67; 80 and 75 meet 75 %.
    expect(summariseCapture(figures, 75)).toEqual({ pairs: 3, meanPct: 71.7, meetingTarget: 2 });
    expect(summariseCapture([], 75)).toEqual({ pairs: 0, meanPct: null, meetingTarget: 0 });
  });
});
