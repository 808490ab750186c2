import { apiPath } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertsOf,
  openAtOnce,
  seedAlertStation,
} from '../../modules/alerts/alert-engine.test-support.js';
import { createExportJobsRepository } from '../../modules/exports/export-jobs.repository.js';
import { createIngestService, hashStationKey } from '../../modules/ingest/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { MemoryStorage } from '../memory-storage.js';
import type { TestClock } from '../test-app.js';
import { bearer, createUser, signIn } from '../users.js';
import { useTwoInstances, type TwoInstances } from './two-instances.js';

const MIN = 60_000;
// Two instances need a database server they both reach: PGlite is one session in one process.
const onPostgres = describe.skipIf(!process.env.DATABASE_URL);

/** Reference data, one river station and a recipient for each of its alerts. */
async function seedRiverStation(db: TwoInstances['db']['kysely'], clock: TestClock, key: string) {
  await seedAlertStation(db, {
    id: 'CR01P',
    module: 'CRWQM',
    parameters: ['NH3N'],
    targetClass: 'IIA',
  });
  // One value stands for the condition here: alerts open at once (no minimum duration).
  await openAtOnce(db, clock.now());
  await db
    .insertInto('stationIngestKey')
    .values({
      stationId: 'CR01P',
      keyHash: hashStationKey(key),
      createdAt: clock.now(),
      createdBy: 'test',
    })
    .execute();
  await db
    .insertInto('alertRecipient')
    .values(
      (['exceedance', 'transmission'] as const).map((settingKey) => ({
        settingKey,
        module: 'CRWQM' as const,
        stateId: null,
        name: 'Duty officer',
        email: `${settingKey}@example.org`,
        phone: null,
        createdAt: clock.now(),
      })),
    )
    .execute();
}

const mailsOf = (ctx: TwoInstances) => [...ctx.mailA.sent, ...ctx.mailB.sent].map((m) => m.to);

onPostgres('two instances on one PostgreSQL: alerts on arrival', () => {
  const ctx = useTwoInstances(['ingest']);
  const KEY = 'sk_two_instances_key_000000000000000';

  beforeAll(async () => seedRiverStation(ctx.db.kysely, ctx.clock, KEY));

  const send = (app: FastifyInstance, minutesAgo: number, value: number) =>
    app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: {
        station_id: 'CR01P',
        readings: [
          {
            parameter: 'NH3N',
            ts: new Date(ctx.clock.now().getTime() - minutesAgo * MIN).toISOString(),
            value,
          },
        ],
      },
    });

  it('raise and notify an exceedance once when both receive exceeding values at the same time', async () => {
    // Each instance evaluates the station after its own commit, both at once.
    const sent = await Promise.all([send(ctx.a, 5, 0.8), send(ctx.b, 0, 0.9)]);
    expect(sent.map((r) => r.json<{ accepted: number }>().accepted)).toEqual([1, 1]);
    // Closing waits for each instance's queued evaluations.
    await ctx.closeAll();
    const alerts = await alertsOf(ctx.db.kysely, 'CR01P');
    expect(alerts.map((a) => a.kind)).toEqual(['exceedance']);
    expect(mailsOf(ctx)).toEqual(['exceedance@example.org']);
  });
});

onPostgres('two instances on one PostgreSQL: the alert sweep', () => {
  // Both instances schedule the minute sweep, here every 10 ms.
  const ctx = useTwoInstances(['alerts', 'ingest'], { alertSweepMs: 10 });

  beforeAll(async () => {
    await seedRiverStation(ctx.db.kysely, ctx.clock, 'sk_two_instances_sweep_00000000000000');
    await createIngestService({ db: ctx.db.kysely, clock: ctx.clock }).ingest(
      'CR01P',
      [{ parameter: 'NH3N', ts: ctx.clock.now().toISOString(), value: 0.1 }],
      'logger',
      'en',
    );
  });

  it('raise and notify the absence of data once while both sweep', async () => {
    ctx.clock.advance(40 * MIN);
    await vi.waitFor(
      async () =>
        expect((await alertsOf(ctx.db.kysely, 'CR01P')).map((a) => a.kind)).toContain(
          'transmission',
        ),
      { timeout: 20_000, interval: 50 },
    );
    // A minute on, the ongoing episode is updated, not raised again; then both close (each
    // waits for its running sweep).
    ctx.clock.advance(MIN);
    await vi.waitFor(
      async () => {
        const [alert] = await alertsOf(ctx.db.kysely, 'CR01P');
        expect(alert?.lastSeenAt).toEqual(ctx.clock.now());
      },
      { timeout: 20_000, interval: 50 },
    );
    await ctx.closeAll();
    expect((await alertsOf(ctx.db.kysely, 'CR01P')).map((a) => a.kind)).toEqual(['transmission']);
    expect(mailsOf(ctx)).toEqual(['transmission@example.org']);
  });
});

/** A view of the shared storage whose writes wait until `release()`, counting them. */
function heldBack(shared: MemoryStorage) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const writes: string[] = [];
  const storage: FileStorage = {
    put: (key, data, type) => shared.put(key, data, type),
    async putStream(key, chunks, type) {
      writes.push(key);
      await gate;
      await shared.putStream(key, chunks, type);
    },
    get: (key) => shared.get(key),
    delete: (key) => shared.delete(key),
  };
  return { storage, writes, release };
}

onPostgres('two instances on one PostgreSQL: exports', () => {
  let held: ReturnType<typeof heldBack>;
  const ctx = useTwoInstances(['auth', 'exports', 'query'], {
    storageOfA: (shared) => {
      held = heldBack(shared);
      return held.storage;
    },
  });
  let exporter: Record<string, string>;

  beforeAll(async () => {
    await seedAlertStation(ctx.db.kysely, { id: 'CA01P', module: 'CAQM', parameters: ['PM10'] });
    await createUser(ctx.db.kysely, { username: 'two.exporter', roles: ['Query Options CAQM'] });
    exporter = bearer(await signIn(ctx.a, 'two.exporter'));
  });

  const status = (app: FastifyInstance, id: string) =>
    app.inject({ method: 'GET', url: apiPath('exportJob', { id }), headers: exporter });

  it('an export running on one instance is neither failed nor run again by another that starts', async () => {
    // Three years of hourly values: over the background threshold, so it runs as a job on A.
    const started = await ctx.a.inject({
      method: 'GET',
      url: '/api2/query/caqm/report?from=2022-01-01&to=2024-12-31&stations=CA01P&parameters=PM10&interval=hour&export=csv',
      headers: exporter,
    });
    expect(started.statusCode).toBe(200);
    const id = started.json<{ job: { id: string } }>().job.id;
    // A minute later another instance starts while A is still writing the file.
    ctx.clock.advance(MIN);
    const c = await ctx.another();
    expect((await status(ctx.b, id)).json()).toMatchObject({ status: 'running' });
    expect((await status(c, id)).json()).toMatchObject({ status: 'running' });
    held.release();
    await vi.waitFor(
      async () => expect((await status(ctx.b, id)).json()).toMatchObject({ status: 'ready' }),
      { timeout: 20_000, interval: 50 },
    );
    const link = (await status(c, id)).json<{ downloadlink: string }>().downloadlink;
    const file = await ctx.b.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(held.writes).toEqual([`exports/${id}`]);
  });

  it('an export whose instance died is reported failed by the others, and not run again', async () => {
    const { id: userId } = await ctx.db.kysely
      .selectFrom('appUser')
      .select('id')
      .where('username', '=', 'two.exporter')
      .executeTakeFirstOrThrow();
    const beat = new Date(ctx.clock.now().getTime() - 3 * MIN);
    // What a killed instance leaves behind: a running job whose heartbeat stopped.
    const jobId = await createExportJobsRepository(ctx.db.kysely).insert({
      userId,
      format: 'csv',
      title: 'Left behind',
      fileName: 'left-behind',
      expectedRows: 30_000,
      at: beat,
    });
    const writesBefore = held.writes.length;
    expect((await status(ctx.b, jobId)).json()).toMatchObject({
      status: 'failed',
      downloadlink: null,
    });
    expect((await status(ctx.a, jobId)).json()).toMatchObject({ status: 'failed' });
    expect(held.writes).toHaveLength(writesBefore);
  });
});
