import { expect, type Page } from '@playwright/test';

/**
 * Runs in the page: the map's layers flattened into one image (what the user sees), then either
 * the number of distinct colours on a sparse grid, or the centre of a station symbol — the first
 * pixel, scanning outwards from the map's centre, whose colour (and its neighbours') is one of
 * the class colours.
 */
function inspectCanvas(
  root: Element,
  wanted: readonly string[] | null,
): { colours: number } | { x: number; y: number } | null {
  const box = root.getBoundingClientRect();
  const width = Math.round(box.width);
  const height = Math.round(box.height);
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const ctx = out.getContext('2d', { willReadFrequently: true })!;
  for (const canvas of Array.from(root.querySelectorAll('canvas'))) {
    const r = canvas.getBoundingClientRect();
    if (r.width > 0 && r.height > 0)
      ctx.drawImage(canvas, r.left - box.left, r.top - box.top, r.width, r.height);
  }
  const data = ctx.getImageData(0, 0, width, height).data;
  const at = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
  };
  if (!wanted) {
    const colours = new Set<string>();
    for (let y = 0; y < height; y += 5) for (let x = 0; x < width; x += 5) colours.add(at(x, y));
    return { colours: colours.size };
  }
  const set = new Set(wanted);
  const cx = Math.floor(width / 2);
  const cy = Math.floor(height / 2);
  for (let radius = 0; radius < Math.max(width, height); radius += 2) {
    for (let d = -radius; d <= radius; d += 2) {
      for (const [x, y] of [
        [cx + d, cy - radius],
        [cx + d, cy + radius],
        [cx - radius, cy + d],
        [cx + radius, cy + d],
      ] as const) {
        if (x < 3 || y < 3 || x >= width - 3 || y >= height - 3) continue;
        const colour = at(x, y);
        if (
          set.has(colour) &&
          at(x + 2, y) === colour &&
          at(x - 2, y) === colour &&
          at(x, y + 2) === colour &&
          at(x, y - 2) === colour
        ) {
          return { x: box.left + x, y: box.top + y };
        }
      }
    }
  }
  return null;
}

/** Waits until the map has drawn its stations, then checks the canvas is really painted. */
export async function expectMapDrawn(page: Page): Promise<void> {
  const map = page.getByTestId('map-canvas');
  await expect(map).toHaveAttribute('data-stations-drawn', /^[1-9]\d*$/, { timeout: 20_000 });
  const result = (await map.evaluate(inspectCanvas, null)) as { colours: number };
  // Sea, land, boundaries, station symbols and labels: a blank or single-colour canvas fails.
  expect(result.colours).toBeGreaterThan(8);
}

/** The page coordinates of a station symbol drawn in one of the class colours. */
export async function stationPixel(
  page: Page,
  classColours: readonly string[],
): Promise<{ x: number; y: number }> {
  const found = (await page.getByTestId('map-canvas').evaluate(
    inspectCanvas,
    classColours.map((c) => c.toUpperCase()),
  )) as { x: number; y: number } | null;
  if (!found) throw new Error('No station symbol found on the map');
  return found;
}
