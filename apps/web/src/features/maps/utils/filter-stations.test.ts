import { describe, expect, it } from 'vitest';
import type { MapStationCollection } from '@eqmp/domain';
import { filterStations } from './filter-stations';

const feature = (id: string, STATE_NAME: string, New_Basin: string | null, CATEGORY: string) =>
  ({
    type: 'Feature',
    id,
    geometry: null,
    properties: { STATION_ID: id, STATE_NAME, New_Basin, CATEGORY },
  }) as unknown as MapStationCollection['features'][number];
const layer: MapStationCollection = {
  type: 'FeatureCollection',
  features: [
    feature('A', 'Selangor', 'Klang', 'Urban'),
    feature('B', 'Selangor', 'Langat', 'Rural'),
    feature('C', 'Johor', null, 'Urban'),
  ],
};
const none = { state: [], basin: [], river: [], category: [] };

describe('filtering the loaded station layer', () => {
  it('keeps every station without filters', () => {
    expect(filterStations(layer, none)).toBe(layer);
  });

  it('matches any value of a filter and every filter given', () => {
    expect(
      filterStations(layer, {
        ...none,
        state: ['Selangor', 'Johor'],
        category: ['Urban'],
      }).features.map((f) => f.id),
    ).toEqual(['A', 'C']);
    expect(filterStations(layer, { ...none, basin: ['Langat'] }).features.map((f) => f.id)).toEqual(
      ['B'],
    );
  });
});
