import { describe, expect, it } from 'vitest';
import {
  classifyTarball,
  TARBALL_CLASS_SEED,
  tarballThresholdProblems,
  tarballVersionAt,
  type TarballClassVersion,
} from './tarball.js';
import { itClassifies } from '../class-tables.test-support.js';

describe('tar-ball classes (first, provisional version)', () => {
  itClassifies(
    classifyTarball,
    [
      [0, 'NONE'],
      [0.09, 'NONE'],
      [0.1, 'LIGHT'],
      [1.99, 'LIGHT'],
      [2, 'MODERATE'],
      [9.9, 'MODERATE'],
      [10, 'HEAVY'],
      [250, 'HEAVY'],
    ],
    'classes %d g/m2 as %s, each lower bound inclusive',
  );

  itClassifies(
    (value: number) => classifyTarball(value, { light: 1, moderate: 5, heavy: 20 }),
    [
      [4.9, 'LIGHT'],
      [5, 'MODERATE'],
      [19.9, 'MODERATE'],
      [20, 'HEAVY'],
    ],
    'under other bounds (1, 5, 20) classes %d g/m2 as %s',
  );
});

describe('tar-ball class versions', () => {
  const v2026: TarballClassVersion = {
    ...TARBALL_CLASS_SEED,
    id: 'tarball-2026',
    version: 'DOE-2026',
    effectiveFrom: '2026-07-01',
    provisional: false,
    confidence: 'SINGLE',
    thresholds: { light: 1, moderate: 5, heavy: 20 },
  };
  const versions = [TARBALL_CLASS_SEED, v2026];

  it.each([
    ['2026-06-30T23:59:00+08:00', 'PROVISIONAL'],
    // Local midnight: the new version starts on its Kuala Lumpur day, 16:00 UTC the day before.
    ['2026-06-30T16:00:00Z', 'DOE-2026'],
    ['2027-01-01T00:00:00+08:00', 'DOE-2026'],
  ])('a survey at %s is classed by %s', (at, version) => {
    expect(tarballVersionAt(versions, at).version).toBe(version);
  });

  it('the same weight changes class when the version in force changes', () => {
    const before = tarballVersionAt(versions, '2026-06-01T10:00:00+08:00');
    const after = tarballVersionAt(versions, '2026-08-01T10:00:00+08:00');
    expect(classifyTarball(3, before.thresholds)).toBe('MODERATE');
    expect(classifyTarball(3, after.thresholds)).toBe('LIGHT');
  });

  it('falls back to the earliest version, then to the first one when none is stored', () => {
    expect(tarballVersionAt([v2026], '2020-01-01T00:00:00Z').version).toBe('DOE-2026');
    expect(tarballVersionAt([], '2020-01-01T00:00:00Z')).toBe(TARBALL_CLASS_SEED);
  });

  it.each([
    [{ light: 0.1, moderate: 2, heavy: 10 }, []],
    [{ light: 0, moderate: 2, heavy: 10 }, ['notPositive']],
    [{ light: 2, moderate: 2, heavy: 10 }, ['notIncreasing']],
    [{ light: 5, moderate: 2, heavy: -1 }, ['notPositive', 'notIncreasing']],
  ])('bounds %j have problems %j', (thresholds, problems) => {
    expect(tarballThresholdProblems(thresholds)).toEqual(problems);
  });
});
