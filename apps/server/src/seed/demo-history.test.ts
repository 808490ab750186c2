import { DEFAULT_API_TABLES, HOUR_MS } from '@eqmp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/create-db.js';
import { insertHourly } from '../modules/maps/map-test-fixtures.js';
import { createTestDb } from '../test/test-db.js';
import { loadStationAirIndex } from './demo-history.js';

const start = Date.parse('2026-01-01T00:00:00Z');

describe('archive API', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
    const rows = Array.from({ length: 30 }, (_, h) => [
      { code: 'PM10', hour: start + h * HOUR_MS, avg: 150 },
      { code: 'O3', hour: start + h * HOUR_MS, avg: 0.05 },
    ]).flat();
    await insertHourly(db.kysely, 'CA55X', rows);
  });
  afterAll(() => db.close());

  it('computes each hour from 24-hour PM and 1-hour gas averages, reading the hours before the range', async () => {
    await loadStationAirIndex(
      db.kysely,
      'CA55X',
      { from: new Date(start + 24 * HOUR_MS), to: new Date(start + 30 * HOUR_MS) },
      DEFAULT_API_TABLES,
    );
    const rows = await db.kysely
      .selectFrom('airIndexHourly')
      .selectAll()
      .where('stationId', '=', 'CA55X')
      .orderBy('hour')
      .execute();
    expect(rows).toHaveLength(6);
    expect(rows[0]).toMatchObject({ displayApi: 100, category: 'MODERATE', dominant: ['PM10'] });
  });

  it('gives no PM sub-index before 18 hours exist, but still the gases', async () => {
    await loadStationAirIndex(
      db.kysely,
      'CA55X',
      { from: new Date(start), to: new Date(start + 2 * HOUR_MS) },
      DEFAULT_API_TABLES,
    );
    const first = await db.kysely
      .selectFrom('airIndexHourly')
      .selectAll()
      .where('stationId', '=', 'CA55X')
      .where('hour', '=', new Date(start))
      .executeTakeFirstOrThrow();
    expect(first.subIndices).toEqual({ O3: 50 });
    expect(first.displayApi).toBe(50);
  });
});
