import type { ApiCategory, MarineCategory, RiverClass } from '@eqmp/domain';

/**
 * The colour of every index category, keyed by the domain's codes; declared once for the web.
 * Air follows the spec (§9): Good blue, Moderate green, Unhealthy yellow, Very Unhealthy orange,
 * Hazardous red, No Data grey. River classes I–V and marine categories reuse the same scale from
 * best (blue) to worst (red), as DOE's river and marine maps do; NA is grey.
 * These are fills with their own text colour (see readableTextColour), so they read the same in
 * the light and dark themes.
 */
const BLUE = '#1E6FD9';
const GREEN = '#2E9E44';
const YELLOW = '#F5C400';
const ORANGE = '#F57C00';
const RED = '#D32F2F';
const GREY = '#9E9E9E';

export const AIR_CATEGORY_COLOURS: Readonly<Record<ApiCategory, string>> = {
  GOOD: BLUE,
  MODERATE: GREEN,
  UNHEALTHY: YELLOW,
  VERY_UNHEALTHY: ORANGE,
  HAZARDOUS: RED,
  NO_DATA: GREY,
};

export const RIVER_CLASS_COLOURS: Readonly<Record<RiverClass | 'NA', string>> = {
  I: BLUE,
  II: GREEN,
  III: YELLOW,
  IV: ORANGE,
  V: RED,
  NA: GREY,
};

export const MARINE_CATEGORY_COLOURS: Readonly<Record<MarineCategory | 'NA', string>> = {
  EXCELLENT: BLUE,
  GOOD: GREEN,
  MODERATE: YELLOW,
  POOR: RED,
  NA: GREY,
};

/** Relative luminance (WCAG 2) of a `#rrggbb` colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text, whichever contrasts more with the fill (yellow takes black). */
export function readableTextColour(fill: string): '#000000' | '#FFFFFF' {
  const l = luminance(fill);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}
