import { qaqcRole, QAQC_FUNCTIONS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { TestClock, useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { addHourlyStation, insertReadings } from '../qaqc/qaqc.fixtures.js';
import { createDailyDigest } from './daily-digest.js';

// The test clock stands at 15 January 2026, 08:00 in Malaysia: December 2025 waits for review.
const QAQC_ROLES = (Object.keys(QAQC_FUNCTIONS) as (keyof typeof QAQC_FUNCTIONS)[]).map((fn) =>
  qaqcRole(fn, 'CAQM'),
);
const DAY_MS = 24 * 3_600_000;

/** The daily digest mails each opted-in officer their waiting work once a day, in their language. */
describe('daily digest of waiting work', () => {
  const ctx = useTestApp(['auth', 'profile']);
  const h: Record<string, Record<string, string>> = {};
  const digest = () =>
    createDailyDigest({
      db: ctx.db.kysely,
      clock: ctx.clock,
      mailer: ctx.mailer,
      publicUrl: 'http://eqmp.test',
    });
  const mailsTo = (who: string) => ctx.mailer.sent.filter((m) => m.to === `${who}@example.org`);
  const switchDigest = (who: string, on: boolean, language = 'en-US') =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api2/users/me/digest',
      headers: { ...h[who], 'accept-language': language },
      payload: { dailyDigest: on },
    });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA05D', 'CAQM', ['PM10']);
    await insertReadings(db, 'CA05D', 'PM10', '2025-12-10T00:00:00+08:00', [30, 31, 32]);
    for (const name of ['keen', 'quiet', 'melayu', 'idle']) {
      await createUser(db, { username: name, roles: name === 'idle' ? ['Map CAQM'] : QAQC_ROLES });
      h[name] = bearer(await signIn(ctx.app, name));
    }
    for (const [who, language] of [
      ['keen', 'en-US'],
      ['melayu', 'ms-MY'],
      ['idle', 'en-US'],
    ] as const)
      expect((await switchDigest(who, true, language)).statusCode).toBe(200);
    // Switched on and off again: no digest.
    await switchDigest('quiet', true);
    expect((await switchDigest('quiet', false)).json()).toMatchObject({ dailyDigest: false });
  });

  it('shows the switch in the profile', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api2/users/me', headers: h.keen });
    expect(me.json()).toMatchObject({ dailyDigest: true });
  });

  it('sends nothing before 08:00 Malaysia time', async () => {
    const early = new TestClock('2026-01-15T07:59:00+08:00');
    const sent = await createDailyDigest({
      db: ctx.db.kysely,
      clock: early,
      mailer: ctx.mailer,
      publicUrl: 'http://eqmp.test',
    }).run();
    expect(sent).toBe(0);
    expect(ctx.mailer.sent).toHaveLength(0);
  });

  it('mails an opted-in officer one digest with the counts and links, none to the others', async () => {
    expect(await digest().run()).toBe(2);
    const [mail, ...more] = mailsTo('keen');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('EQMP: 1 item waiting for you today');
    expect(mail!.text).toContain('1 parameter of last month to review (level 2) in Continuous Air');
    expect(mail!.text).toContain('http://eqmp.test/eqmp/app/air/caqm/report/qaqc_2nd_level');
    expect(mail!.text).toContain('http://eqmp.test/eqmp/app/edc/user_profile');
    // Opted out, and opted in with nothing waiting: no mail.
    expect(mailsTo('quiet')).toHaveLength(0);
    expect(mailsTo('idle')).toHaveLength(0);
  });

  it('writes the digest in the language the officer chose it in', () => {
    const [mail] = mailsTo('melayu');
    expect(mail!.subject).toBe('EQMP: 1 perkara menunggu anda hari ini');
    expect(mail!.text).toContain('menunggu anda dalam portal EQMP');
  });

  it('sends nothing more the same day', async () => {
    const before = ctx.mailer.sent.length;
    expect(await digest().run()).toBe(0);
    ctx.clock.advance(10 * 3_600_000);
    expect(await digest().run()).toBe(0);
    expect(ctx.mailer.sent).toHaveLength(before);
  });

  it('sends the next day once, even when two instances run it at the same time', async () => {
    ctx.clock.advance(DAY_MS);
    const before = mailsTo('keen').length;
    const [a, b] = await Promise.all([digest().run(), digest().run()]);
    expect(a + b).toBe(2);
    expect(mailsTo('keen')).toHaveLength(before + 1);
    expect(mailsTo('melayu')).toHaveLength(2);
  });
});
