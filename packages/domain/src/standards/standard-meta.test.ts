import { describe, expect, it } from 'vitest';
import { versionAt, versionAtOrEarliest, type StandardMeta } from './standard-meta.js';

const row = (id: string, effectiveFrom: string): StandardMeta => ({
  id,
  version: id,
  effectiveFrom,
  source: 'test',
  confidence: 'UNVERIFIED',
});
const ROWS = [
  row('b', '2018-01-01'),
  row('a', '2015-01-01'),
  row('c', '2020-01-01'),
  row('c2', '2020-01-01'),
];

describe('versionAt', () => {
  it('picks the latest version in force whatever the array order', () => {
    expect(versionAt(ROWS, '2019-06-01T00:00:00Z')?.id).toBe('b');
  });

  it('lets the earlier row of the array win on equal dates (defaults are listed first)', () => {
    expect(versionAt(ROWS, '2020-06-01T00:00:00Z')?.id).toBe('c');
  });

  it('answers null before the first version, and the earliest with the fallback', () => {
    expect(versionAt(ROWS, '2014-06-01T00:00:00Z')).toBeNull();
    expect(versionAtOrEarliest(ROWS, '2014-06-01T00:00:00Z')?.id).toBe('a');
    expect(versionAtOrEarliest([], '2014-06-01T00:00:00Z')).toBeNull();
  });
});
