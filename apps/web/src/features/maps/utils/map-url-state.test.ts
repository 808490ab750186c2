import { describe, expect, it } from 'vitest';
import { readMapState, writeMapState } from './map-url-state';

describe('map state in the URL', () => {
  it('round-trips centre, zoom, filters and the open station', () => {
    const state = {
      centre: [101.5, 3.1] as const,
      zoom: 9.5,
      filter: { state: ['Selangor', 'Johor'], basin: [], river: ['Sg. Klang'], category: [] },
      station: 'CA0001',
    };
    const params = writeMapState(new URLSearchParams('tab=x'), state);
    expect(params.get('tab')).toBe('x');
    expect(readMapState(params)).toEqual(state);
  });

  it('ignores a malformed centre or an out-of-range zoom', () => {
    const state = readMapState(new URLSearchParams('c=abc,3&z=99'));
    expect(state.centre).toBeNull();
    expect(state.zoom).toBeNull();
  });

  it('reads an empty URL as the default view without filters', () => {
    expect(readMapState(new URLSearchParams())).toEqual({
      centre: null,
      zoom: null,
      filter: { state: [], basin: [], river: [], category: [] },
      station: null,
    });
  });
});
