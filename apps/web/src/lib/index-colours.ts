/**
 * The text colour for an index category's fill (the fills themselves are declared once in the
 * domain: AIR_CATEGORY_COLOURS, RIVER_CLASS_COLOURS, MARINE_CATEGORY_COLOURS).
 */
/** Relative luminance (WCAG 2) of a `#rrggbb` colour, 0 (black) to 1 (white). */
function luminance(hex: string): number {
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
