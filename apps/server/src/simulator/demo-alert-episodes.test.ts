import { MINUTE_MS } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import {
  demoEpisodeFactor,
  isDemoSilent,
  lastSlotsBeforeSilence,
  markDemoEpisodes,
} from './demo-alert-episodes.js';

describe('demo alert episodes', () => {
  const stations = [
    { id: 'CA01', parameters: ['SO2', 'PM10'] },
    { id: 'CR01', parameters: ['NH3N'] },
  ];
  const start = Date.parse('2026-01-15T08:02:00+08:00');
  const demo = markDemoEpisodes(stations, start);

  it('silences the first NH3-N station for the first 45 minutes after start, and no other', () => {
    expect(demo).toMatchObject({ silentStation: 'CR01', episodeStation: 'CA01' });
    expect([-1, 0, 44, 45].map((m) => isDemoSilent(demo, 'CR01', start + m * MINUTE_MS))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isDemoSilent(demo, 'CA01', start + 10 * MINUTE_MS)).toBe(false);
  });

  it('has the silent station send its last hour up to 40 minutes before the start, once', () => {
    const slots = lastSlotsBeforeSilence(demo, null);
    expect(slots).toHaveLength(12);
    expect(new Date(slots.at(-1)!).toISOString()).toBe('2026-01-14T23:20:00.000Z');
    expect(start - slots.at(-1)!).toBeGreaterThan(30 * MINUTE_MS);
    expect(lastSlotsBeforeSilence(demo, slots.at(-1)!)).toEqual([]);
  });

  it('raises SO2 a hundredfold for 20 minutes after start and daily from 10:00 to 10:20 only', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(demoEpisodeFactor(demo, 'CA01', 'SO2', start + 5 * MINUTE_MS)).toBe(100);
    expect(demoEpisodeFactor(demo, 'CA01', 'SO2', start + 25 * MINUTE_MS)).toBe(1);
    expect(demoEpisodeFactor(demo, 'CA01', 'SO2', at('2026-01-16T10:05:00+08:00'))).toBe(100);
    expect(demoEpisodeFactor(demo, 'CA01', 'SO2', at('2026-01-16T10:25:00+08:00'))).toBe(1);
    expect(demoEpisodeFactor(demo, 'CA01', 'PM10', start + 5 * MINUTE_MS)).toBe(1);
    expect(demoEpisodeFactor(demo, 'CR01', 'SO2', start + 5 * MINUTE_MS)).toBe(1);
  });
});
