import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import {
  alertsOf,
  engineAndIngest,
  openAtOnce,
  seedAlertStation,
  TestSms,
} from './alert-engine.test-support.js';

const MIN = 60_000;

let db: Db;
const clock = new TestClock('2026-01-15T08:00:00+08:00');
const mailer = new TestMailer();
const sms = new TestSms();
let run: ReturnType<typeof engineAndIngest>;

beforeAll(async () => {
  db = await createTestDb();
  for (const id of ['CR01T', 'CR02T', 'CR03T', 'CR04T'])
    await seedAlertStation(db.kysely, {
      id,
      module: 'CRWQM',
      parameters: ['NH3N'],
      targetClass: 'IIA',
    });
  await db.kysely
    .insertInto('alertRecipient')
    .values({
      settingKey: 'exceedance',
      module: 'CRWQM',
      stateId: null,
      name: 'Duty officer',
      email: 'duty@example.org',
      phone: '+60123456789',
      createdAt: clock.now(),
    })
    .execute();
  await openAtOnce(db.kysely, clock.now());
  run = engineAndIngest(db.kysely, clock, mailer, sms);
});
afterAll(async () => db?.close());

const exceedances = async (stationId: string) =>
  (await alertsOf(db.kysely, stationId)).filter((a) => a.kind === 'exceedance');

describe('alert engine over scripted data (zero gate): limits, episodes and closing', () => {
  it('a value exactly at the class limit raises nothing; just over it opens one alert', async () => {
    await run.send('CR01T', { NH3N: 0.3 });
    expect(await exceedances('CR01T')).toEqual([]);
    clock.advance(5 * MIN);
    await run.send('CR01T', { NH3N: 0.31 });
    expect(await exceedances('CR01T')).toMatchObject([
      {
        status: 'open',
        value: 0.31,
        limitValue: 0.3,
        standardVersion: 'NWQS',
        parameterCode: 'NH3N',
      },
    ]);
  });

  it('one episode gives one alert: updated while it lasts, auto-closed when it ends, notified once', async () => {
    for (const v of [0.4, 0.5, 0.35]) {
      clock.advance(5 * MIN);
      await run.send('CR01T', { NH3N: v });
    }
    let [alert] = await exceedances('CR01T');
    expect(alert).toMatchObject({ status: 'open', value: 0.35, peakValue: 0.5 });
    clock.advance(5 * MIN);
    await run.send('CR01T', { NH3N: 0.2 });
    const all = await exceedances('CR01T');
    expect(all).toHaveLength(1);
    [alert] = all;
    expect(alert).toMatchObject({ status: 'auto_closed' });
    expect(alert!.conditionEndedAt).toEqual(clock.now());
    expect(mailer.sent.filter((m) => m.to === 'duty@example.org')).toHaveLength(1);
    expect(sms.sent).toHaveLength(1);
  });

  it('a new episode within the notification cooldown opens a second alert but sends nothing more', async () => {
    clock.advance(5 * MIN);
    await run.send('CR01T', { NH3N: 0.6 });
    expect(await exceedances('CR01T')).toHaveLength(2);
    expect(mailer.sent.filter((m) => m.to === 'duty@example.org')).toHaveLength(1);
  });

  it('an officer closing an ongoing episode does not make the engine open it again', async () => {
    clock.advance(5 * MIN);
    await run.send('CR02T', { NH3N: 0.9 });
    const [alert] = await exceedances('CR02T');
    await db.kysely
      .updateTable('alert')
      .set({ status: 'closed', closedAt: clock.now(), closeReason: 'known discharge' })
      .where('id', '=', alert!.id)
      .execute();
    clock.advance(5 * MIN);
    await run.send('CR02T', { NH3N: 0.95 });
    expect(await exceedances('CR02T')).toMatchObject([{ status: 'closed', peakValue: 0.95 }]);
  });
});

describe('alert engine over scripted data (zero gate): gaps, standards changes and restarts', () => {
  it('a gap opens a transmission alert once, which closes when data resumes', async () => {
    await run.send('CR03T', { NH3N: 0.1 });
    clock.advance(30 * MIN);
    await run.engine.sweep();
    expect((await alertsOf(db.kysely, 'CR03T')).filter((a) => a.kind === 'transmission')).toEqual(
      [],
    );
    clock.advance(1 * MIN);
    await run.engine.sweep();
    clock.advance(10 * MIN);
    await run.engine.sweep();
    expect(
      (await alertsOf(db.kysely, 'CR03T')).filter((a) => a.kind === 'transmission'),
    ).toMatchObject([{ status: 'open', limitValue: 30 }]);
    await run.send('CR03T', { NH3N: 0.1 });
    expect(
      (await alertsOf(db.kysely, 'CR03T')).filter((a) => a.kind === 'transmission'),
    ).toMatchObject([{ status: 'auto_closed' }]);
  });

  it('a standards version change mid-episode: the new limit is recorded, and the episode ends when the value meets it', async () => {
    await run.send('CR04T', { NH3N: 0.33 });
    // A new NWQS version from the next local day raises the class IIA NH3-N limit to 0.32, then 0.4.
    const row = (id: string, max: number, effectiveFrom: string) => ({
      id,
      scheme: 'NWQS',
      version: id,
      effectiveFrom,
      source: 'test',
      confidence: 'UNVERIFIED',
      parameter: 'NH3N',
      averaging: null,
      stationClass: 'IIA',
      unit: 'mg/L',
      min: null,
      max,
      provisional: false,
      createdBy: 'test',
    });
    await db.kysely
      .insertInto('standardLimit')
      .values([row('NWQS-T1', 0.32, '2026-01-16'), row('NWQS-T2', 0.4, '2026-01-17')])
      .execute();
    clock.advance(24 * 60 * MIN);
    await run.send('CR04T', { NH3N: 0.34 });
    let [alert] = await exceedances('CR04T');
    expect(alert).toMatchObject({ status: 'open', limitValue: 0.32, standardVersion: 'NWQS-T1' });
    const events = await db.kysely
      .selectFrom('alertEvent')
      .select('action')
      .where('alertId', '=', alert!.id)
      .execute();
    expect(events.map((e) => e.action)).toContain('limit_changed');
    clock.advance(24 * 60 * MIN);
    await run.send('CR04T', { NH3N: 0.35 });
    const all = await exceedances('CR04T');
    expect(all).toHaveLength(1);
    [alert] = all;
    expect(alert).toMatchObject({ status: 'auto_closed' });
  });

  it('a restart mid-episode neither loses nor duplicates it', async () => {
    await run.send('CR04T', { NH3N: 0.9 });
    const before = await exceedances('CR04T');
    expect(before.filter((a) => a.status === 'open')).toHaveLength(1);
    // A new engine (a restarted server) on the same database continues the same episode.
    const restarted = engineAndIngest(db.kysely, clock, mailer, sms);
    clock.advance(5 * MIN);
    await restarted.send('CR04T', { NH3N: 0.95 });
    const after = await exceedances('CR04T');
    expect(after).toHaveLength(before.length);
    expect(after.at(-1)).toMatchObject({ status: 'open', peakValue: 0.95 });
    clock.advance(5 * MIN);
    await restarted.send('CR04T', { NH3N: 0.1 });
    expect((await exceedances('CR04T')).at(-1)).toMatchObject({ status: 'auto_closed' });
  });
});
