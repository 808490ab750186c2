import { describe, expect, it } from 'vitest';
import { STATION_ID, stationIssues, targetClassesOf, type StationFacts } from './station-rules.js';

const air: StationFacts = {
  module: 'CAQM',
  longitude: 101.69,
  latitude: 3.14,
  locationType: null,
  targetClass: null,
};
const paths = (facts: StationFacts) =>
  stationIssues(facts).map((i) => `${i.path}:${i.messageKey.split('.').pop()}`);

describe('station rules', () => {
  it('accepts a station inside Malaysia, or one without coordinates', () => {
    expect(stationIssues(air)).toEqual([]);
    expect(stationIssues({ ...air, longitude: null, latitude: null })).toEqual([]);
    // Langkawi (west edge) and Tawau (Sabah) are inside the box.
    expect(stationIssues({ ...air, longitude: 99.85, latitude: 6.33 })).toEqual([]);
    expect(stationIssues({ ...air, longitude: 117.9, latitude: 4.25 })).toEqual([]);
  });

  it('names the coordinate that lies outside Malaysia, or misses its pair', () => {
    expect(paths({ ...air, longitude: 3.14, latitude: 101.69 })).toEqual([
      'longitude:longitudeOutside',
      'latitude:latitudeOutside',
    ]);
    expect(paths({ ...air, longitude: 121 })).toEqual(['longitude:longitudeOutside']);
    expect(paths({ ...air, latitude: -3.14 })).toEqual(['latitude:latitudeOutside']);
    expect(paths({ ...air, latitude: null })).toEqual(['latitude:coordinatePair']);
    expect(paths({ ...air, longitude: null })).toEqual(['longitude:coordinatePair']);
  });

  it('allows a location type only on marine stations', () => {
    expect(stationIssues({ ...air, module: 'CMWQM', locationType: 'ESTUARY' })).toEqual([]);
    expect(stationIssues({ ...air, module: 'SOJ', locationType: 'COASTAL' })).toEqual([]);
    expect(paths({ ...air, module: 'CRWQM', locationType: 'ESTUARY' })).toEqual([
      'locationType:locationTypeMarineOnly',
    ]);
    expect(paths({ ...air, locationType: 'ISLAND' })).toEqual([
      'locationType:locationTypeMarineOnly',
    ]);
  });

  it('checks the target class against the medium: I–V for river, 1, 2, 3, E for marine, none for air', () => {
    expect(targetClassesOf('MRWQM')).toEqual(['I', 'II', 'III', 'IV', 'V']);
    expect(targetClassesOf('SOJ')).toEqual(['1', '2', '3', 'E']);
    expect(stationIssues({ ...air, module: 'CRWQM', targetClass: 'IV' })).toEqual([]);
    expect(stationIssues({ ...air, module: 'MWIS', targetClass: 'E' })).toEqual([]);
    expect(paths({ ...air, module: 'CRWQM', targetClass: 'E' })).toEqual(['targetClass:river']);
    expect(paths({ ...air, module: 'CMWQM', targetClass: 'II' })).toEqual(['targetClass:marine']);
    expect(paths({ ...air, targetClass: 'I' })).toEqual(['targetClass:air']);
  });

  it('accepts station ids of 3 to 20 letters and digits only', () => {
    for (const id of ['CA01R', '1K01', 'ABC', 'A'.repeat(20)])
      expect(STATION_ID.test(id), id).toBe(true);
    for (const id of ['AB', 'A'.repeat(21), 'CA-01', 'CA 01', '../x', 'CA01R\n'])
      expect(STATION_ID.test(id), id).toBe(false);
  });
});
