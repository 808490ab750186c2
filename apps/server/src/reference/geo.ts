import type { Feature } from './reference-files.js';

export type Ring = readonly (readonly number[])[];
export type Rng = () => number;

/** A small deterministic generator (mulberry32), so the demo is the same on every machine. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The outer rings and holes of a feature, as a list of polygons (each: outer ring, holes…). */
export function polygonsOf(feature: Feature): Ring[][] {
  return feature.geometry.type === 'Polygon'
    ? [feature.geometry.coordinates as Ring[]]
    : (feature.geometry.coordinates as Ring[][]);
}

function inRing([x, y]: readonly number[], ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!)
      inside = !inside;
  }
  return inside;
}

/** Even-odd point-in-polygon over every polygon of the feature (holes excluded). */
export function contains(feature: Feature, point: readonly [number, number]): boolean {
  return polygonsOf(feature).some(
    ([outer, ...holes]) =>
      outer !== undefined && inRing(point, outer) && !holes.some((h) => inRing(point, h)),
  );
}

export function bboxOf(rings: readonly Ring[]): [number, number, number, number] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of rings) {
    for (const [x, y] of ring) {
      minX = Math.min(minX, x!);
      maxX = Math.max(maxX, x!);
      minY = Math.min(minY, y!);
      maxY = Math.max(maxY, y!);
    }
  }
  return [minX, minY, maxX, maxY];
}

/** A random point inside the feature (rejection sampling in its bounding box). */
export function randomPointIn(feature: Feature, rng: Rng): [number, number] {
  const [minX, minY, maxX, maxY] = bboxOf(polygonsOf(feature).map((p) => p[0]!));
  for (let i = 0; i < 10_000; i++) {
    const point: [number, number] = [minX + rng() * (maxX - minX), minY + rng() * (maxY - minY)];
    if (contains(feature, point)) return [round5(point[0]), round5(point[1])];
  }
  throw new Error('No point found inside the feature');
}

export const round5 = (n: number) => Math.round(n * 1e5) / 1e5;
