import type { StaGeometry } from './sta-filter.js';
import { notImplemented } from './sta-functions.js';

/**
 * The geometry of the spatial functions of `$filter`: a station is a point, so every relation here
 * has a point on one side.
 */
type Position = readonly [number, number];
const EPSILON = 1e-12;

function onSegment(p: Position, a: Position, b: Position): boolean {
  const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
  if (Math.abs(cross) > EPSILON) return false;
  return (
    Math.min(a[0], b[0]) - EPSILON <= p[0] &&
    p[0] <= Math.max(a[0], b[0]) + EPSILON &&
    Math.min(a[1], b[1]) - EPSILON <= p[1] &&
    p[1] <= Math.max(a[1], b[1]) + EPSILON
  );
}

/** Where a point lies against a ring: inside, on its boundary, or outside (ray casting). */
function inRing(p: Position, ring: readonly Position[]): 'inside' | 'boundary' | 'outside' {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(p, a, b)) return 'boundary';
    if (
      a[1] > p[1] !== b[1] > p[1] &&
      p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]
    )
      inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

/** Where a point lies against a geometry: its interior, its boundary, or outside it. */
function locate(p: Position, g: StaGeometry): 'inside' | 'boundary' | 'outside' {
  if (g.type === 'Point')
    return p[0] === g.coordinates[0] && p[1] === g.coordinates[1] ? 'inside' : 'outside';
  if (g.type === 'LineString') {
    const line = g.coordinates;
    const first = line[0]!;
    const last = line[line.length - 1]!;
    const closed = first[0] === last[0] && first[1] === last[1];
    if (
      !closed &&
      ((p[0] === first[0] && p[1] === first[1]) || (p[0] === last[0] && p[1] === last[1]))
    )
      return 'boundary';
    for (let i = 1; i < line.length; i++) if (onSegment(p, line[i - 1]!, line[i]!)) return 'inside';
    return 'outside';
  }
  const [shell, ...holes] = g.coordinates;
  const outer = inRing(p, shell!);
  if (outer !== 'inside') return outer;
  for (const hole of holes) {
    const h = inRing(p, hole);
    if (h === 'boundary') return 'boundary';
    if (h === 'inside') return 'outside';
  }
  return 'inside';
}

/** Great-circle distance in metres (WGS 84 mean radius). */
function metres(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A spatial predicate of two geometries, one of them a point (the stations are points). Two
 * lines or polygons are not related here: 501.
 */
export function spatial(name: string, a: StaGeometry, b: StaGeometry): boolean {
  if (name === 'st_contains') return spatial('st_within', b, a);
  if (a.type !== 'Point' && b.type !== 'Point')
    throw notImplemented(`${name} of two lines or polygons`);
  const [point, other, pointFirst] =
    a.type === 'Point'
      ? [a.coordinates, b, true]
      : [(b as { coordinates: Position }).coordinates, a, false];
  const where = locate(point, other);
  switch (name) {
    case 'geo.intersects':
    case 'st_intersects':
      return where !== 'outside';
    case 'st_disjoint':
      return where === 'outside';
    case 'st_equals':
      return other.type === 'Point' && where === 'inside';
    case 'st_within':
      // A point lies within a shape's interior; a line or polygon is never within a point.
      return pointFirst ? where === 'inside' : false;
    case 'st_touches':
      return other.type !== 'Point' && where === 'boundary';
    default:
      // st_overlaps and st_crosses need two geometries of the same or crossing dimensions.
      return false;
  }
}

export function distance(a: StaGeometry, b: StaGeometry): number {
  if (a.type !== 'Point' || b.type !== 'Point')
    throw notImplemented('geo.distance other than between two points');
  return metres(a.coordinates, b.coordinates);
}

export function length(g: StaGeometry): number {
  if (g.type === 'Point') return 0;
  if (g.type !== 'LineString') throw notImplemented('geo.length of a polygon');
  let sum = 0;
  for (let i = 1; i < g.coordinates.length; i++)
    sum += metres(g.coordinates[i - 1]!, g.coordinates[i]!);
  return sum;
}
