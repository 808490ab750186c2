import { describe, expect, it } from 'vitest';
import { isSignageStale, signageSettings } from './signage-settings.js';

const read = (query: string) => signageSettings(new URLSearchParams(query));

describe('signageSettings', () => {
  it('defaults to a light screen for the whole country, 12 s per station, banner after 5 min', () => {
    expect(read('')).toEqual({
      theme: 'light',
      rotateMs: 12_000,
      staleAfterMs: 300_000,
      place: {},
    });
  });

  it.each([
    ['theme=dark', 'dark'],
    ['theme=DARK', 'light'],
    ['theme=light', 'light'],
  ])('%s gives the %s theme', (query, theme) => {
    expect(read(query).theme).toBe(theme);
  });

  it.each([
    ['rotate=20', 20_000],
    ['rotate=1', 5_000],
    ['rotate=999', 120_000],
    ['rotate=abc', 12_000],
    ['rotate=7.6', 8_000],
  ])('%s turns each station after %i ms', (query, ms) => {
    expect(read(query).rotateMs).toBe(ms);
  });

  it.each([
    ['stale=10', 600_000],
    ['stale=0', 120_000],
    ['stale=', 300_000],
  ])('%s shows the banner after %i ms', (query, ms) => {
    expect(read(query).staleAfterMs).toBe(ms);
  });

  it('takes stations first, then a region, then a state', () => {
    expect(read('state=Selangor&region=TGH&station=CA01,CA02').place).toEqual({
      station: 'CA01,CA02',
    });
    expect(read('state=Selangor&region=TGH').place).toEqual({ region: 'TGH' });
    expect(read('state=%20Selangor%20').place).toEqual({ state: 'Selangor' });
  });

  it('keeps only well-formed station ids, at most 20', () => {
    expect(read('station=CA01,<script>,CA 02,CA03').place).toEqual({ station: 'CA01,CA03' });
    const many = Array.from({ length: 25 }, (_, i) => `S${i}`).join(',');
    expect(read(`station=${many}`).place.station?.split(',')).toHaveLength(20);
    expect(read('station=,,&state=Johor').place).toEqual({ state: 'Johor' });
  });
});

describe('isSignageStale', () => {
  it.each([
    [0, 1_000_000, false, 'nothing received yet: no banner (the screen says it is waiting)'],
    [1_000_000, 1_300_000, false, 'exactly the set age'],
    [1_000_000, 1_300_001, true, 'just past the set age'],
  ])('received at %i, now %i → %s (%s)', (updatedAt, now, stale) => {
    expect(isSignageStale(updatedAt, now, 300_000)).toBe(stale);
  });
});
