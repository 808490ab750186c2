import { describe, expect, it } from 'vitest';
import { screenTime } from './screen-time';

const at = (iso: string) => new Date(iso).getTime();

describe('screenTime', () => {
  const now = at('2026-03-12T15:00:00+08:00');

  it('gives the 24-hour time in Malaysia for today, in both languages', () => {
    expect(screenTime(at('2026-03-12T14:05:00+08:00'), now, 'en')).toBe('14:05');
    expect(screenTime(at('2026-03-12T14:05:00+08:00'), now, 'ms')).toBe('14:05');
  });

  it('puts the day and month before an earlier day’s time (Malaysian calendar day)', () => {
    // 23:30 on 11 March in Malaysia is 15:30 UTC: still the day before.
    expect(screenTime(at('2026-03-11T15:30:00Z'), now, 'en')).toBe('11 Mar 23:30');
    expect(screenTime(at('2026-03-11T15:30:00Z'), now, 'ms')).toBe('11 Mac 23:30');
  });
});
