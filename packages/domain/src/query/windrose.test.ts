import { describe, expect, it } from 'vitest';
import {
  addWindObservation,
  emptyWindRose,
  isValidSpeedEdges,
  windRoseShares,
  windSectorIndex,
  windSpeedClass,
  WIND_SECTORS,
} from './windrose.js';

describe('windSectorIndex (16 sectors of 22.5° centred on north)', () => {
  it.each([
    [0, 'N'],
    [360, 'N'],
    [348.75, 'N'],
    [348.7499, 'NNW'],
    [11.2499, 'N'],
    [11.25, 'NNE'],
    [22.5, 'NNE'],
    [33.75, 'NE'],
    [90, 'E'],
    [180, 'S'],
    [191.25, 'SSW'],
    [270, 'W'],
    [326.25, 'NNW'],
  ])('%s° → %s', (degrees, sector) => {
    expect(WIND_SECTORS[windSectorIndex(degrees)!]).toBe(sector);
  });

  it.each([[null], [undefined], [Number.NaN], [-0.1], [360.1], [Number.POSITIVE_INFINITY]])(
    '%s has no sector',
    (degrees) => {
      expect(windSectorIndex(degrees)).toBeNull();
    },
  );
});

describe('windSpeedClass (calm below 0.5 m/s, lower edges included)', () => {
  it.each([
    [0, 'calm'],
    [0.49, 'calm'],
    [0.5, 0],
    [1.99, 0],
    [2, 1],
    [4, 2],
    [9.99, 4],
    [10, 5],
    [35, 5],
  ])('%s m/s → %s', (speed, expected) => {
    const cls = windSpeedClass(speed);
    expect(cls.kind === 'class' ? cls.index : cls.kind).toBe(expected);
  });

  it.each([[null], [-0.1], [Number.NaN]])('%s is missing', (speed) => {
    expect(windSpeedClass(speed).kind).toBe('missing');
  });

  it('follows chosen edges', () => {
    expect(windSpeedClass(3, [1, 3]).kind === 'class' && windSpeedClass(3, [1, 3])).toEqual({
      kind: 'class',
      index: 1,
    });
    expect(windSpeedClass(0.9, [1, 3]).kind).toBe('calm');
  });

  it('accepts only positive ascending edges', () => {
    expect(isValidSpeedEdges([0.5, 2, 4])).toBe(true);
    expect(isValidSpeedEdges([2, 2])).toBe(false);
    expect(isValidSpeedEdges([0, 1])).toBe(false);
    expect(isValidSpeedEdges([])).toBe(false);
  });
});

describe('addWindObservation and windRoseShares', () => {
  it('counts calm without a bearing, and missing speed or bearing apart', () => {
    const rose = emptyWindRose(6);
    addWindObservation(rose, 0.2, null); // calm, no bearing needed
    addWindObservation(rose, 0.3, 90); // calm, bearing ignored
    addWindObservation(rose, null, 90); // missing speed
    addWindObservation(rose, 3, null); // missing bearing
    addWindObservation(rose, 3, 400); // bearing out of range
    addWindObservation(rose, 3, 360); // N, 2–4
    addWindObservation(rose, 10, 348.75); // N, > 10
    expect(rose.calm).toBe(2);
    expect(rose.missing).toBe(3);
    expect(rose.counts[0]).toEqual([0, 1, 0, 0, 0, 1]);
  });

  it('gives shares of the valid observations, calm included and missing left out', () => {
    const rose = emptyWindRose(2);
    addWindObservation(rose, 0, null, [1, 5]);
    addWindObservation(rose, 2, 90, [1, 5]);
    addWindObservation(rose, 6, 90, [1, 5]);
    addWindObservation(rose, 6, 180, [1, 5]);
    addWindObservation(rose, null, 180, [1, 5]);
    const shares = windRoseShares(rose);
    expect(shares).toMatchObject({ valid: 4, missing: 1, calmPct: 25 });
    expect(shares.percent[4]).toEqual([25, 25]);
    expect(shares.percent[8]).toEqual([0, 25]);
  });

  it('gives zero shares when nothing is valid', () => {
    expect(windRoseShares(emptyWindRose(1))).toMatchObject({ valid: 0, calmPct: 0 });
  });
});
