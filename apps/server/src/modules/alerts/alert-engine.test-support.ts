import { ALERT_SETTING_KEYS, DEFAULT_ALERT_SETTINGS, type ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { seedReference } from '../../seed/index.js';
import { stationRow } from '../../test/stations.js';
import type { TestClock } from '../../test/test-app.js';
import { seedStandards } from '../calculators/index.js';
import { createIngestService } from '../ingest/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { createAlertEngine } from './alert-engine.js';
import { createAlertNotifier } from './alert-notifier.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** The base of links in the test engine's mails. */
export const TEST_PUBLIC_URL = 'https://eqmp.example.gov.my';

/** An SMS sender that keeps what it was asked to send. */
export class TestSms implements SmsSender {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** Reference data, standards, and one station of a module measuring the given parameters. */
export async function seedAlertStation(
  db: Kysely<Database>,
  station: {
    id: string;
    module: ModuleCode;
    parameters: string[];
    targetClass?: string | null;
    intervalMinutes?: number | null;
  },
) {
  await seedReference(db);
  await seedStandards(db);
  await db
    .insertInto('station')
    .values(
      stationRow(station.id, {
        module: station.module,
        name: `${station.id} site`,
        category: null,
        targetClass: station.targetClass ?? null,
        expectedIntervalMinutes:
          station.intervalMinutes === undefined ? 5 : station.intervalMinutes,
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('stationParameter')
    .values(station.parameters.map((parameterCode) => ({ stationId: station.id, parameterCode })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A river station of class IIA measuring NH3N and BOD: 0.5 mg/L NH3N and 7 mg/L BOD both exceed IIA. */
export const RIVER_IIA_STATION: Parameters<typeof seedAlertStation>[1] = {
  id: 'CR01R',
  module: 'CRWQM',
  parameters: ['NH3N', 'BOD'],
  targetClass: 'IIA',
};

/** An engine (with a notifier on the given mailer and SMS sender) and the real ingestion path, on one clock. */
export function engineAndIngest(
  db: Kysely<Database>,
  clock: TestClock,
  mailer: Mailer,
  sms: SmsSender = new TestSms(),
) {
  const log = (message: string, err?: unknown) => {
    throw new Error(`${message}: ${String(err)}`);
  };
  const engine = createAlertEngine({
    db,
    clock,
    log,
    notifier: createAlertNotifier({ db, mailer, sms, publicUrl: TEST_PUBLIC_URL, log }),
  });
  const ingest = createIngestService({ db, clock });
  /** Posts one value per parameter at the clock's time (as a logger would), then evaluates the station. */
  async function send(stationId: string, values: Record<string, number>) {
    const ts = clock.now().toISOString();
    await ingest.ingest(
      stationId,
      Object.entries(values).map(([parameter, value]) => ({ parameter, ts, value })),
      'logger',
      'en',
    );
    return engine.evaluateStation(stationId);
  }
  return { engine, send };
}

/** Every alert of a station, oldest first. */
export function alertsOf(db: Kysely<Database>, stationId: string) {
  return db
    .selectFrom('alert')
    .selectAll()
    .where('stationId', '=', stationId)
    .orderBy('id')
    .execute();
}

/** Stores every setting set with a zero gate and no deadband: episodes open and end on one value (as before the gate). */
export async function openAtOnce(db: Kysely<Database>, at: Date) {
  for (const key of ALERT_SETTING_KEYS) {
    const data: Record<string, unknown> = {
      ...DEFAULT_ALERT_SETTINGS[key],
      minDurationMinutes: 0,
      rejoinMinutes: 0,
    };
    if ('deadbandPct' in data) data.deadbandPct = 0;
    await db
      .insertInto('alertSetting')
      .values({ key, data: JSON.stringify(data), updatedAt: at, updatedBy: 'test' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data: JSON.stringify(data) }))
      .execute();
  }
}
