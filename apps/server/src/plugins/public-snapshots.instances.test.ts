import { HOUR_MS } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { hashStationKey } from '../modules/ingest/station-key.js';
import { insertMapStations } from '../modules/maps/map-test-fixtures.js';
import { seedReference } from '../seed/index.js';
import { useTwoInstances } from '../test/fault/two-instances.js';

const KEY = 'sk_test_key_for_two_instance_snapshots_0123';

/**
 * Two instances on one database (as two processes behind a load balancer on PostgreSQL; on PGlite
 * two apps on its one session): a value ingested through one rebuilds the other's public answers.
 */
describe('public snapshots across instances', () => {
  const ctx = useTwoInstances(['ingest', 'publicPortal']);
  const history = '/api2/public/stations/CA1/history/2026';
  let hour = 0;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [
      { id: 'CA1', state: 'selangor', parameters: ['PM10'], expectedIntervalMinutes: 5 },
    ]);
    await db
      .insertInto('stationIngestKey')
      .values({
        stationId: 'CA1',
        keyHash: hashStationKey(KEY),
        createdAt: ctx.clock.now(),
        createdBy: 'test',
      })
      .execute();
    hour = Math.floor(ctx.clock.now().getTime() / HOUR_MS) * HOUR_MS - 3 * HOUR_MS;
  });

  const ingest = (app: FastifyInstance, at: number) =>
    app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: {
        station_id: 'CA1',
        // A whole hour of 5-minute values, so the hour is valid and shows in the download.
        readings: Array.from({ length: 12 }, (_, i) => ({
          parameter: 'PM10',
          ts: new Date(at + i * 300_000).toISOString(),
          value: 42 + i,
        })),
      },
    });
  const rows = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: history })).body.trim().split('\n').length - 1;

  it("rebuilds the other instance's snapshot when one ingests a new hour", async () => {
    expect((await ingest(ctx.a, hour)).json()).toMatchObject({ accepted: 12 });
    await vi.waitFor(async () => expect(await rows(ctx.b)).toBe(1));
    expect(await rows(ctx.a)).toBe(1);
    expect((await ingest(ctx.a, hour + HOUR_MS)).json()).toMatchObject({ accepted: 12 });
    await vi.waitFor(async () => expect(await rows(ctx.b)).toBe(2));
    expect((await ingest(ctx.b, hour + 2 * HOUR_MS)).json()).toMatchObject({ accepted: 12 });
    await vi.waitFor(async () => expect(await rows(ctx.a)).toBe(3));
  });
});
