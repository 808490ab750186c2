import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { createIngestService } from '../ingest/ingest.service.js';
import { alertsOf, engineAndIngest, seedAlertStation } from './alert-engine.test-support.js';

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
});
