import { describe, expect, it } from 'vitest';
import { contains, polygonsOf } from '../reference/geo.js';
import { readGeoJson } from '../reference/reference-files.js';
import { useDemoInventoryDb } from './demo-inventory.test-support.js';

const KM_PER_DEG = 111.32;

/** Distance in km from a point to a segment, on a plane scaled by the latitude (fine at a few km). */
function kmToSegment(p: readonly number[], a: readonly number[], b: readonly number[]): number {
  const k = Math.cos((p[1]! * Math.PI) / 180);
  const [px, py, ax, ay, bx, by] = [p[0]! * k, p[1]!, a[0]! * k, a[1]!, b[0]! * k, b[1]!];
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy)) * KM_PER_DEG;
}

const db = useDemoInventoryDb();

describe('where the demo stations stand', () => {
  it('puts every marine station at sea within 3 km of the coastline, in no state', async () => {
    const states = readGeoJson('my-states.geojson');
    const coastline = readGeoJson('my-outline.geojson').flatMap((f) =>
      polygonsOf(f).flatMap((rings) => rings),
    );
    const marine = await db.kysely
      .selectFrom('station')
      .select(['id', 'longitude', 'latitude'])
      .where('module', 'in', ['CMWQM', 'MMWQM', 'MWIS', 'SOJ'])
      .execute();
    expect(marine.length).toBeGreaterThan(50);
    for (const s of marine) {
      const point: [number, number] = [s.longitude!, s.latitude!];
      const inState = states.find((state) => contains(state, point));
      expect(inState?.properties.STATE_NAME ?? null, `${s.id} stands in a state`).toBeNull();
      let nearest = Infinity;
      for (const ring of coastline)
        for (let i = 1; i < ring.length; i++)
          nearest = Math.min(nearest, kmToSegment(point, ring[i - 1]!, ring[i]!));
      expect(nearest, `${s.id} is ${nearest.toFixed(1)} km from the coast`).toBeLessThanOrEqual(3);
    }
  });
});
