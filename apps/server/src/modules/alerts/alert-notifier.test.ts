import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { createTestDb } from '../../test/test-db.js';
import { TestClock, TestMailer } from '../../test/test-app.js';
import { createIngestService } from '../ingest/index.js';
import {
  engineAndIngest,
  openAtOnce,
  seedAlertStation,
  TestSms,
  TEST_PUBLIC_URL,
} from './alert-engine.test-support.js';

const MIN = 60_000;
const PAGE = `${TEST_PUBLIC_URL}/eqmp/app/river/crwqm/alert/exceedance_pending`;

/** Mails of new alerts: one per episode, a digest per recipient for alerts opened together, in the recipient's language. */
describe('alert notifications', () => {
  let db: Db;
  const clock = new TestClock('2026-01-15T08:00:00+08:00');
  const mailer = new TestMailer();
  const sms = new TestSms();
  let run: ReturnType<typeof engineAndIngest>;
  const stations = ['CR01N', 'CR02N', 'CR03N'];

  beforeAll(async () => {
    db = await createTestDb();
    for (const id of [...stations, 'CR04N'])
      await seedAlertStation(db.kysely, {
        id,
        module: 'CRWQM',
        parameters: ['NH3N'],
        targetClass: 'IIA',
      });
    await openAtOnce(db.kysely, clock.now());
    const recipient = (
      name: string,
      email: string,
      phone: string | null,
      language: 'en' | 'ms',
    ) => ({
      settingKey: 'exceedance' as const,
      module: null,
      stateId: null,
      name,
      email,
      phone,
      language,
      createdAt: clock.now(),
    });
    await db.kysely
      .insertInto('alertRecipient')
      .values([
        recipient('River officer', 'river@example.org', null, 'en'),
        recipient('Pegawai sungai', 'sungai@example.org', '+60123456789', 'ms'),
        // The same address again (a second list entry) is still told once.
        recipient('River officer (desk)', 'RIVER@example.org', null, 'en'),
      ])
      .execute();
    run = engineAndIngest(db.kysely, clock, mailer, sms);
  });
  afterAll(async () => db?.close());

  it('alerts opened in one sweep reach each recipient as one digest, in their language', async () => {
    const ingest = createIngestService({ db: db.kysely, clock });
    const ts = clock.now().toISOString();
    for (const id of stations)
      await ingest.ingest(id, [{ parameter: 'NH3N', ts, value: 0.9 }], 'logger', 'en');
    clock.advance(1 * MIN);
    const opened = await run.engine.sweep();
    expect(opened.filter((a) => a.kind === 'exceedance')).toHaveLength(3);

    expect(mailer.sent.map((m) => m.to).sort()).toEqual([
      'river@example.org',
      'sungai@example.org',
    ]);
    const en = mailer.sent.find((m) => m.to === 'river@example.org')!;
    expect(en.subject).toBe('[EQMP] 3 new alerts');
    expect(en.text).toContain('opened at 2026-01-15 08:01 (Malaysia time)');
    for (const id of stations) expect(en.text).toContain(`${id} site (${id})`);
    for (const id of stations) expect(en.text).toContain(`${PAGE}?search=${id}`);
    const ms = mailer.sent.find((m) => m.to === 'sungai@example.org')!;
    expect(ms.subject).toBe('[EQMP] 3 amaran baharu');
    expect(ms.text).toContain('(waktu Malaysia)');
    expect(sms.sent).toEqual([{ to: '+60123456789', text: '[EQMP] 3 amaran baharu' }]);
  });

  it('updates of an open episode send nothing; a single new alert is one full mail with its link', async () => {
    mailer.sent.length = 0;
    clock.advance(5 * MIN);
    await run.send('CR01N', { NH3N: 1.2 });
    expect(mailer.sent).toEqual([]);
    await run.send('CR04N', { NH3N: 0.7 });
    const en = mailer.sent.find((m) => m.to === 'river@example.org')!;
    expect(mailer.sent).toHaveLength(2);
    expect(en.subject).toContain('CR04N site (CR04N), CRWQM NH3N');
    expect(en.text).toContain('opened at 2026-01-15 08:06 (Malaysia time)');
    expect(en.text).toContain(`Review it in the EQMP portal: ${PAGE}?search=CR04N`);
  });
});
