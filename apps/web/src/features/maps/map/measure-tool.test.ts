import { LineString, Polygon } from 'ol/geom';
import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import {
  formatMeasure,
  measureOf,
  MeasureTool,
  NO_MODE_ERROR,
  type MeasureState,
} from './measure-tool';

describe('measurement', () => {
  it('measures a geodesic distance: one degree of longitude at the equator is about 111.3 km', () => {
    const line = new LineString([fromLonLat([101, 0]), fromLonLat([102, 0])]);
    expect(measureOf(line) / 1000).toBeCloseTo(111.3, 0);
  });

  it('measures a geodesic area', () => {
    const square = new Polygon([
      [
        fromLonLat([101, 0]),
        fromLonLat([101.01, 0]),
        fromLonLat([101.01, 0.01]),
        fromLonLat([101, 0.01]),
        fromLonLat([101, 0]),
      ],
    ]);
    // 0.01° × 0.01° at the equator ≈ 1.113 km × 1.106 km.
    expect(measureOf(square) / 1e6).toBeCloseTo(1.23, 1);
  });

  it('shows a measure in the chosen unit', () => {
    expect(formatMeasure(1234, 'km')).toBe('1.23 km');
    expect(formatMeasure(1234, 'm')).toBe('1234.0 m');
    expect(formatMeasure(25_000, 'ha')).toBe('2.50 ha');
    expect(formatMeasure(250_000, 'km2')).toBe('0.250 km²');
  });
});

describe('the measurement tool', () => {
  const fakeMap = () => {
    const interactions: unknown[] = [];
    return {
      interactions,
      map: {
        addLayer: () => {},
        removeLayer: () => {},
        addInteraction: (i: unknown) => interactions.push(i),
        removeInteraction: (i: unknown) => interactions.splice(interactions.indexOf(i), 1),
      },
    };
  };

  it('logs the spec console error and starts nothing when it has no mode', () => {
    const { map, interactions } = fakeMap();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args[0]);
    try {
      const tool = new MeasureTool(map as never, '#f00', () => {});
      tool.start(undefined);
      expect(errors).toEqual([NO_MODE_ERROR]);
      expect(interactions).toHaveLength(0);
      expect(tool.isActive()).toBe(false);
    } finally {
      console.error = original;
    }
  });

  it('goes active, changes unit and clears back to no mode', () => {
    const { map, interactions } = fakeMap();
    const states: MeasureState[] = [];
    const tool = new MeasureTool(map as never, '#f00', (s) => states.push(s));
    tool.start('area');
    expect(tool.isActive()).toBe(true);
    expect(interactions).toHaveLength(1);
    tool.setUnit('ha');
    expect(states.at(-1)).toMatchObject({ mode: 'area', unit: { area: 'ha', distance: 'km' } });
    tool.clear();
    expect(tool.isActive()).toBe(false);
    expect(interactions).toHaveLength(0);
    expect(states.at(-1)).toMatchObject({ mode: null, value: null });
  });
});
