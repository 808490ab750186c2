import { describe, expect, it } from 'vitest';
import { MAX_LOOP_KM, positionBatch, simulatedPosition } from './mobile-positions.js';

const home = { longitude: 101.6, latitude: 3.1 };
const km = (a: typeof home, b: typeof home) =>
  Math.hypot(
    (a.longitude - b.longitude) * 111.32 * Math.cos((b.latitude * Math.PI) / 180),
    (a.latitude - b.latitude) * 111.32,
  );

describe('simulated mobile positions', () => {
  it('stays within 3 km of home and is the same for the same station and time', () => {
    const t0 = Date.parse('2026-01-15T00:00:00Z');
    for (let i = 0; i < 288; i++)
      expect(km(simulatedPosition('MC1', home, t0 + i * 300_000), home)).toBeLessThanOrEqual(
        MAX_LOOP_KM,
      );
    expect(simulatedPosition('MC1', home, t0)).toEqual(simulatedPosition('MC1', home, t0));
  });

  it('moves slowly: under 1 km between 5-minute fixes', () => {
    const [a, b] = positionBatch('MC1', home, [0, 300_000]).items;
    expect(km(a!, b!)).toBeGreaterThan(0);
    expect(km(a!, b!)).toBeLessThan(1);
  });
});
