import { describe, expect, it } from 'vitest';
import { API } from '../routes/api.js';
import { airMapClass, mapClassKeys, marineMapClass, riverMapClass } from './map-classes.js';
import { isCurrentValue, CONTINUOUS_CURRENT_MS, SAMPLE_CURRENT_MS } from './map-freshness.js';
import { MAP_MODULE_URL } from './map-attributes.js';

describe('map classes', () => {
  it('names air classes as the map shows them, NA when stale', () => {
    expect(airMapClass('VERY_UNHEALTHY')).toBe('Very Unhealthy');
    expect(airMapClass('NO_DATA')).toBe('NA');
    expect(airMapClass('GOOD', false)).toBe('NA');
  });

  it('keeps river classes I–V and turns a missing class into NA', () => {
    expect(riverMapClass('III')).toBe('III');
    expect(riverMapClass('NA')).toBe('NA');
    expect(riverMapClass(null)).toBe('NA');
  });

  it('crosses the marine category with the location type', () => {
    expect(marineMapClass('GOOD', 'COASTAL')).toBe('GOOD_COASTAL');
    expect(marineMapClass('POOR', null)).toBe('NA');
    expect(marineMapClass('NA', 'ISLAND')).toBe('NA');
  });

  it('lists 13 marine class keys (4 categories × 3 location types, plus NA)', () => {
    expect(mapClassKeys('marine')).toHaveLength(13);
    expect(mapClassKeys('river')).toEqual(['I', 'II', 'III', 'IV', 'V', 'NA']);
  });
});

describe('map freshness', () => {
  it('gives continuous values 3 hours and samples 31 days', () => {
    expect(isCurrentValue('continuous', 0, CONTINUOUS_CURRENT_MS)).toBe(true);
    expect(isCurrentValue('mobile', 0, CONTINUOUS_CURRENT_MS + 1)).toBe(false);
    expect(isCurrentValue('manual', 0, SAMPLE_CURRENT_MS)).toBe(true);
    expect(isCurrentValue('investigative', 0, SAMPLE_CURRENT_MS + 1)).toBe(false);
    expect(isCurrentValue('manual', null, 0)).toBe(false);
  });
});

describe('map API entries', () => {
  it('gives each module a layer, filters and charts route behind its Map role', () => {
    expect(MAP_MODULE_URL.MRWQM).toBe('/api2/mrwqmmap');
    expect(API.mapChartsMRWQM).toMatchObject({
      method: 'GET',
      url: '/api2/mrwqmmap/mapbystationidcharts',
      access: { anyOf: ['Map MRWQM'] },
    });
    // Manual river and marine charts need the parameter; the other modules' do not.
    expect(API.mapChartsMRWQM.query.safeParse({ stationid: 'MR01' }).success).toBe(false);
    expect(API.mapChartsCAQM.query.safeParse({ stationid: 'CA01R' }).success).toBe(true);
    expect(API.mapLayerSOJ.url).toBe('/api2/sojmap/layer/0/query');
  });
});
