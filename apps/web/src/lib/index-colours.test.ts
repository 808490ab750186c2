import {
  AIR_CATEGORY_COLOURS,
  API_CATEGORIES,
  MARINE_CATEGORIES,
  MARINE_CATEGORY_COLOURS,
  RIVER_CLASS_COLOURS,
  RIVER_CLASSES,
} from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { readableTextColour } from './index-colours';

/** The hue of a `#rrggbb` colour in degrees, to check "blue", "green" … without fixing a shade. */
function hue(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return Number.NaN;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe('index colours', () => {
  it('give every code of the domain a colour', () => {
    expect(Object.keys(AIR_CATEGORY_COLOURS).sort()).toEqual([...API_CATEGORIES].sort());
    expect(Object.keys(RIVER_CLASS_COLOURS).sort()).toEqual([...RIVER_CLASSES, 'NA'].sort());
    expect(Object.keys(MARINE_CATEGORY_COLOURS).sort()).toEqual(
      [...MARINE_CATEGORIES, 'NA'].sort(),
    );
  });

  it('follow the spec for air: Good blue, Moderate green, Unhealthy yellow, Very Unhealthy orange, Hazardous red, No Data grey', () => {
    const h = (c: keyof typeof AIR_CATEGORY_COLOURS) => hue(AIR_CATEGORY_COLOURS[c]);
    expect(h('GOOD')).toBeGreaterThan(190);
    expect(h('GOOD')).toBeLessThan(250);
    expect(h('MODERATE')).toBeGreaterThan(90);
    expect(h('MODERATE')).toBeLessThan(150);
    expect(h('UNHEALTHY')).toBeGreaterThan(45);
    expect(h('UNHEALTHY')).toBeLessThan(65);
    expect(h('VERY_UNHEALTHY')).toBeGreaterThan(20);
    expect(h('VERY_UNHEALTHY')).toBeLessThan(40);
    expect(h('HAZARDOUS') < 10 || h('HAZARDOUS') > 350).toBe(true);
    expect(Number.isNaN(h('NO_DATA'))).toBe(true);
  });

  it('run river classes and marine categories from best (blue) to worst (red), NA grey', () => {
    expect(RIVER_CLASS_COLOURS.I).toBe(AIR_CATEGORY_COLOURS.GOOD);
    expect(RIVER_CLASS_COLOURS.V).toBe(AIR_CATEGORY_COLOURS.HAZARDOUS);
    expect(MARINE_CATEGORY_COLOURS.EXCELLENT).toBe(AIR_CATEGORY_COLOURS.GOOD);
    expect(MARINE_CATEGORY_COLOURS.POOR).toBe(AIR_CATEGORY_COLOURS.HAZARDOUS);
    expect(RIVER_CLASS_COLOURS.NA).toBe(AIR_CATEGORY_COLOURS.NO_DATA);
    expect(new Set(Object.values(RIVER_CLASS_COLOURS)).size).toBe(6);
  });

  it('put black text on yellow and white text on blue and red', () => {
    expect(readableTextColour(AIR_CATEGORY_COLOURS.UNHEALTHY)).toBe('#000000');
    expect(readableTextColour(AIR_CATEGORY_COLOURS.GOOD)).toBe('#FFFFFF');
    expect(readableTextColour(AIR_CATEGORY_COLOURS.HAZARDOUS)).toBe('#FFFFFF');
    expect(readableTextColour('#FFFFFF')).toBe('#000000');
    expect(readableTextColour('#000000')).toBe('#FFFFFF');
  });
});
