import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/create-db.js';
import { countRows } from '../test/count-rows.js';
import { TestClock } from '../test/test-app.js';
import { createTestDb } from '../test/test-db.js';
import { seedDemoHotspots } from './seed-hotspots.js';

describe('demo hotspots', () => {
  let db: Db;
  const range = { from: new Date('2025-12-01T00:00:00Z'), to: new Date('2026-01-15T00:00:00Z') };

  beforeAll(async () => {
    db = await createTestDb();
    await db.kysely
      .insertInto('state')
      .values([
        { code: 'MY-06', name: 'Pahang' },
        { code: 'MY-13', name: 'Sarawak' },
      ])
      .execute();
  });
  afterAll(async () => db?.close());

  it('are marked demo, fall within the demo range and are placed in the states they lie in', async () => {
    await seedDemoHotspots(db.kysely, new TestClock(), range);
    const rows = await db.kysely
      .selectFrom('hotspot')
      .leftJoin('state', 'state.id', 'hotspot.stateId')
      .select(['hotspot.isDemo', 'hotspot.observedAt', 'state.name'])
      .execute();
    expect(rows.length).toBeGreaterThan(20);
    expect(
      rows.every((r) => r.isDemo && r.observedAt >= range.from && r.observedAt < range.to),
    ).toBe(true);
    expect(new Set(rows.map((r) => r.name))).toEqual(new Set(['Pahang', 'Sarawak', null]));
  });

  it('are seeded once', async () => {
    const before = await countRows(db.kysely, 'hotspot');
    await seedDemoHotspots(db.kysely, new TestClock(), range);
    expect(await countRows(db.kysely, 'hotspot')).toBe(before);
  });
});
