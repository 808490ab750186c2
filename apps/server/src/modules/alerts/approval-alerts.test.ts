import { DAY_MS } from '@eqmp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { alertsOf, engineAndIngest, seedAlertStation } from './alert-engine.test-support.js';
import { recordPendingApprovals } from './approval-alerts.js';

/** Approved manual samples pending their alerts, judged by the engine once each. */
describe('alerts of approved samples, from their pending record', () => {
  let db: Db;
  const clock = new TestClock('2026-01-15T08:00:00+08:00');
  const mailer = new TestMailer();

  beforeAll(async () => {
    db = await createTestDb();
    for (const id of ['MR01A', 'MR02A'])
      await seedAlertStation(db.kysely, {
        id,
        module: 'MRWQM',
        parameters: ['BOD'],
        targetClass: 'II',
        intervalMinutes: null,
      });
    await db.kysely
      .insertInto('alertRecipient')
      .values({
        settingKey: 'exceedance',
        module: 'MRWQM',
        stateId: null,
        name: 'Duty officer',
        email: 'duty@example.org',
        phone: null,
        createdAt: clock.now(),
      })
      .execute();
  });
  afterAll(async () => db?.close());

  const pending = () => db.kysely.selectFrom('alertPendingApproval').select('id').execute();
  const exceedances = async (stationId: string) =>
    (await alertsOf(db.kysely, stationId)).filter(
      (a) => a.kind === 'exceedance' && a.parameterCode === 'BOD',
    );

  it('judges each pending sample once, oldest first, whichever engines run and however often', async () => {
    const t0 = clock.now().getTime() - 40 * DAY_MS;
    // Recorded newest first: the judgement still takes the older sample first.
    await db.kysely.transaction().execute((trx) =>
      recordPendingApprovals(
        trx,
        [
          { sampleId: 2, stationId: 'MR01A', at: new Date(t0 + 30 * DAY_MS), values: { BOD: 1 } },
          { sampleId: 1, stationId: 'MR01A', at: new Date(t0), values: { BOD: 7 } },
        ],
        clock.now(),
      ),
    );
    const a = engineAndIngest(db.kysely, clock, mailer).engine;
    const b = engineAndIngest(db.kysely, clock, mailer).engine;
    const opened = await Promise.all([a.processApprovals(), b.processApprovals(), a.sweep()]);
    expect(opened.flat().filter((x) => x.kind === 'exceedance')).toHaveLength(1);
    await Promise.all([a.sweep(), b.sweep()]);
    // The exceedance of the first sample opened an episode, the second sample within the limit
    // ended it; judging either again would have opened a second episode.
    const episodes = await exceedances('MR01A');
    expect(episodes).toHaveLength(1);
    expect(episodes[0]).toMatchObject({ value: 7, status: 'auto_closed' });
    expect(episodes[0]!.conditionEndedAt).not.toBeNull();
    expect(await pending()).toEqual([]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('judges the demo’s archive without mail', async () => {
    const sent = mailer.sent.length;
    await db.kysely.transaction().execute((trx) =>
      recordPendingApprovals(
        trx,
        [
          {
            stationId: 'MR02A',
            at: new Date(clock.now().getTime() - DAY_MS),
            values: { BOD: 7 },
          },
        ],
        clock.now(),
        false,
      ),
    );
    await engineAndIngest(db.kysely, clock, mailer).engine.sweep();
    expect(await exceedances('MR02A')).toHaveLength(1);
    expect(mailer.sent).toHaveLength(sent);
    expect(await pending()).toEqual([]);
  });

  it('gives the claimed rows back when the judgement fails (nothing is lost)', async () => {
    await db.kysely
      .transaction()
      .execute((trx) =>
        recordPendingApprovals(
          trx,
          [{ stationId: 'MR02A', at: clock.now(), values: { BOD: 1 } }],
          clock.now(),
        ),
      );
    const engine = engineAndIngest(db.kysely, clock, mailer).engine;
    await db.kysely.schema.alterTable('alert_event').renameTo('alert_event_away').execute();
    try {
      await expect(engine.processApprovals()).rejects.toThrow();
    } finally {
      await db.kysely.schema.alterTable('alert_event_away').renameTo('alert_event').execute();
    }
    expect(await pending()).toHaveLength(1);
    await engine.processApprovals();
    expect(await pending()).toEqual([]);
    expect((await exceedances('MR02A'))[0]!.conditionEndedAt).not.toBeNull();
  });
});
