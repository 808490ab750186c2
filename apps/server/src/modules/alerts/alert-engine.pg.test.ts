import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { createIngestService } from '../ingest/ingest.service.js';
import {
  alertsOf,
  engineAndIngest,
  openAtOnce,
  seedAlertStation,
} from './alert-engine.test-support.js';
import { recordPendingApprovals } from './approval-alerts.js';

// PGlite is a single session, so two engines cannot race on it: this needs a PostgreSQL server.
describe.skipIf(!process.env.DATABASE_URL)('two engine instances on one PostgreSQL', () => {
  let db: Db;
  const clock = new TestClock('2026-01-15T08:00:00+08:00');

  beforeAll(async () => {
    db = await createTestDb();
    await seedAlertStation(db.kysely, {
      id: 'CR01P',
      module: 'CRWQM',
      parameters: ['NH3N'],
      targetClass: 'IIA',
    });
    await openAtOnce(db.kysely, clock.now());
  });
  afterAll(async () => db?.close());

  it('raise each alert once when both see the same condition at the same time', async () => {
    const a = engineAndIngest(db.kysely, clock, new TestMailer());
    const b = engineAndIngest(db.kysely, clock, new TestMailer());
    await createIngestService({ db: db.kysely, clock }).ingest(
      'CR01P',
      [{ parameter: 'NH3N', ts: clock.now().toISOString(), value: 0.8 }],
      'logger',
      'en',
    );
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([
        a.engine.evaluateStation('CR01P'),
        b.engine.evaluateStation('CR01P'),
        a.engine.sweep(),
        b.engine.sweep(),
      ]);
    }
    const alerts = await alertsOf(db.kysely, 'CR01P');
    expect(alerts.filter((x) => x.kind === 'exceedance')).toHaveLength(1);
    clock.advance(40 * 60_000);
    await Promise.all([a.engine.sweep(), b.engine.sweep(), a.engine.sweep(), b.engine.sweep()]);
    expect(
      (await alertsOf(db.kysely, 'CR01P')).filter((x) => x.kind === 'transmission'),
    ).toHaveLength(1);
  });

  it('judge each pending approval once when both claim at the same time', async () => {
    await seedAlertStation(db.kysely, {
      id: 'MR01P',
      module: 'MRWQM',
      parameters: ['BOD'],
      targetClass: 'II',
      intervalMinutes: null,
    });
    const day = 86_400_000;
    const t0 = clock.now().getTime() - 100 * day;
    // Exceeding and within the limit by turns (one claim's worth): a sample judged twice would
    // open a second episode.
    const samples = Array.from({ length: 40 }, (_, i) => ({
      stationId: 'MR01P',
      at: new Date(t0 + i * day),
      values: { BOD: i % 2 === 0 ? 7 : 1 },
    }));
    await db.kysely
      .transaction()
      .execute((trx) => recordPendingApprovals(trx, samples, clock.now()));
    const a = engineAndIngest(db.kysely, clock, new TestMailer());
    const b = engineAndIngest(db.kysely, clock, new TestMailer());
    await Promise.all([
      a.engine.processApprovals(),
      b.engine.processApprovals(),
      a.engine.sweep(),
      b.engine.sweep(),
    ]);
    const episodes = (await alertsOf(db.kysely, 'MR01P')).filter((x) => x.kind === 'exceedance');
    expect(episodes).toHaveLength(20);
    expect(await db.kysely.selectFrom('alertPendingApproval').selectAll().execute()).toEqual([]);
  });
});
