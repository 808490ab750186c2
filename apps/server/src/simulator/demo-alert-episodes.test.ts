import { describe, expect, it } from 'vitest';
import { demoEpisodeFactor, isDemoSilent, markDemoEpisodes } from './demo-alert-episodes.js';

describe('demo alert episodes', () => {
  const stations = [
    { id: 'CA01', parameters: ['SO2', 'PM10'] },
    { id: 'CR01', parameters: ['NH3N'] },
  ];
  const start = Date.parse('2026-01-15T08:00:00+08:00');
  const demo = markDemoEpisodes(stations, start);

  it('silences the first NH3-N station from 5 to 45 minutes after start, and no other', () => {
    expect(demo).toMatchObject({ silentStation: 'CR01', episodeStation: 'CA01' });
    expect([0, 5, 44, 45].map((m) => isDemoSilent(demo, 'CR01', start + m * 60_000))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isDemoSilent(demo, 'CA01', start + 10 * 60_000)).toBe(false);
  });

  it('raises SO2 a hundredfold in the first 20 minutes of even local hours only', () => {
    expect(demoEpisodeFactor(true, 'SO2', start + 5 * 60_000)).toBe(100);
    expect(demoEpisodeFactor(true, 'SO2', start + 25 * 60_000)).toBe(1);
    expect(demoEpisodeFactor(true, 'SO2', start + 65 * 60_000)).toBe(1);
    expect(demoEpisodeFactor(true, 'PM10', start + 5 * 60_000)).toBe(1);
    expect(demoEpisodeFactor(false, 'SO2', start + 5 * 60_000)).toBe(1);
  });
});
