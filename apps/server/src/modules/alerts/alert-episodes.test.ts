import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { alertsOf, engineAndIngest, seedAlertStation } from './alert-engine.test-support.js';

const MIN = 60_000;

/**
 * The default gate through ingestion: a river station's DO (class IIA: at least 5 mg/L; 5 %
 * deadband up to 5.25) every 5 minutes, as in the demo where DO dipped at 01:55–02:00 and again
 * at 02:05 and every dip opened and closed an alert of its own.
 */
describe('alert episodes with the default minimum duration, deadband and rejoin gap', () => {
  let db: Db;
  const clock = new TestClock('2026-01-15T01:55:00+08:00');
  const mailer = new TestMailer();
  let run: ReturnType<typeof engineAndIngest>;

  beforeAll(async () => {
    db = await createTestDb();
    for (const id of ['CRS12', 'CRS13'])
      await seedAlertStation(db.kysely, {
        id,
        module: 'CRWQM',
        parameters: ['DO'],
        targetClass: 'IIA',
      });
    await db.kysely
      .insertInto('alertRecipient')
      .values({
        settingKey: 'exceedance',
        module: null,
        stateId: null,
        name: 'River officer',
        email: 'river@example.org',
        phone: null,
        createdAt: clock.now(),
      })
      .execute();
    run = engineAndIngest(db.kysely, clock, mailer);
  });
  afterAll(async () => db?.close());

  /** Sends one DO value per 5 minutes from now on. */
  async function series(stationId: string, values: number[]) {
    for (const value of values) {
      await run.send(stationId, { DO: value });
      clock.advance(5 * MIN);
    }
  }
  const exceedances = async (stationId: string) =>
    (await alertsOf(db.kysely, stationId)).filter((a) => a.kind === 'exceedance');

  it('dips shorter than 15 minutes, cleared in between, open no alert and send no mail', async () => {
    await series('CRS12', [4.5, 4.5, 6.0, 4.5, 4.4, 6.1, 4.6, 6.0]);
    expect(await exceedances('CRS12')).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it('a dip held 15 minutes opens one alert that the deadband and a short re-crossing keep open, and that ends 15 minutes after it cleared', async () => {
    const start = clock.now().getTime();
    // 0, 5 and 10 minutes: held but not yet 15 minutes.
    await series('CRS13', [4.5, 4.4, 4.5]);
    expect(await exceedances('CRS13')).toEqual([]);
    // 15 minutes: opens.
    await series('CRS13', [4.3]);
    expect(await exceedances('CRS13')).toMatchObject([{ status: 'open', value: 4.3 }]);
    // 20: back over the limit but within the deadband (below 5.25); 25: clear; 30: below again.
    await series('CRS13', [5.1, 6.0, 4.6]);
    expect(await exceedances('CRS13')).toMatchObject([
      { status: 'open', value: 4.6, conditionEndedAt: null, clearSince: null },
    ]);
    // 35 to 45: clear for 10 minutes, still the same episode.
    await series('CRS13', [6.0, 6.2, 6.1]);
    expect(await exceedances('CRS13')).toMatchObject([
      { status: 'open', clearSince: new Date(start + 35 * MIN) },
    ]);
    // 50: clear for 15 minutes: the episode ended when it cleared.
    await series('CRS13', [6.0]);
    const all = await exceedances('CRS13');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      status: 'auto_closed',
      conditionEndedAt: new Date(start + 35 * MIN),
    });
    expect(mailer.sent.filter((m) => m.to === 'river@example.org')).toHaveLength(1);
  });
});
