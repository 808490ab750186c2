import { describe, expect, it } from 'vitest';
import { checkLabQc, objectiveOn, type LabQcObjective } from './lab-qc.js';

const nh3: LabQcObjective = {
  parameterCode: 'NH3N',
  version: 'v1',
  effectiveFrom: '2020-01-01',
  blankMax: null,
  rpdMax: 20,
  recoveryMin: 80,
  recoveryMax: 120,
  source: 'test',
};
const base = { reference: null, spikeAdded: null, detectionLimit: 0.05 };

describe('checkLabQc', () => {
  it.each([
    [{ kind: 'method_blank', value: 0.05 }, 'pass', 0.05],
    [{ kind: 'field_blank', value: 0.06 }, 'fail', 0.06],
  ] as const)('judges a blank against the detection limit: %j → %s', (qc, verdict, measure) => {
    expect(checkLabQc({ ...base, ...qc }, nh3)).toEqual({
      verdict,
      measure,
      min: null,
      max: 0.05,
    });
  });

  it('judges a blank against its own maximum when the objective has one', () => {
    const o = { ...nh3, blankMax: 0.1 };
    expect(checkLabQc({ ...base, kind: 'method_blank', value: 0.08 }, o).verdict).toBe('pass');
  });

  it.each([
    // |1.1 − 1.0| / 1.05 · 100 = 9.52 %
    [1.1, 1.0, 'pass', 9.52],
    // |1.3 − 1.0| / 1.15 · 100 = 26.09 %
    [1.3, 1.0, 'fail', 26.09],
    // both at or below the detection limit agree
    [0.05, 0.01, 'pass', 0],
    [0, 0, 'pass', 0],
  ] as const)('duplicate %s vs %s → %s (RPD %s %%)', (value, reference, verdict, rpd) => {
    expect(checkLabQc({ ...base, kind: 'duplicate', value, reference }, nh3)).toMatchObject({
      verdict,
      measure: rpd,
      max: 20,
    });
  });

  it.each([
    // (1.5 − 0.5) / 1.0 · 100 = 100 %
    [1.5, 0.5, 1, 'pass', 100],
    // (1.2 − 0.5) / 1.0 · 100 = 70 %
    [1.2, 0.5, 1, 'fail', 70],
    // (2.75 − 0.3) / 2 · 100 = 122.5 %
    [2.75, 0.3, 2, 'fail', 122.5],
  ] as const)(
    'spike %s over %s with %s added → %s (%s %%)',
    (value, reference, added, verdict, recovery) => {
      expect(
        checkLabQc({ ...base, kind: 'spike', value, reference, spikeAdded: added }, nh3),
      ).toEqual({ verdict, measure: recovery, min: 80, max: 120 });
    },
  );

  it('does not evaluate without an objective or the inputs it needs', () => {
    expect(checkLabQc({ ...base, kind: 'duplicate', value: 1 }, nh3).verdict).toBe('not_evaluated');
    expect(checkLabQc({ ...base, kind: 'spike', value: 1, reference: 0 }, nh3).verdict).toBe(
      'not_evaluated',
    );
    expect(checkLabQc({ ...base, kind: 'method_blank', value: 1 }, null).verdict).toBe(
      'not_evaluated',
    );
    expect(
      checkLabQc(
        { ...base, kind: 'method_blank', value: 1, detectionLimit: null },
        { ...nh3, blankMax: null },
      ).verdict,
    ).toBe('not_evaluated');
  });
});

describe('objectiveOn', () => {
  const v2 = { ...nh3, version: 'v2', effectiveFrom: '2026-03-01', rpdMax: 10 };
  it('takes the version in force on the day', () => {
    expect(objectiveOn([nh3, v2], 'NH3N', '2026-02-28')?.version).toBe('v1');
    expect(objectiveOn([v2, nh3], 'NH3N', '2026-03-01')?.version).toBe('v2');
    expect(objectiveOn([nh3], 'BOD', '2026-03-01')).toBeNull();
    expect(objectiveOn([v2], 'NH3N', '2025-01-01')).toBeNull();
  });
});
