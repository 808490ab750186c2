import { SOJ_ROLES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/users.js';

describe('SOJ one-time code under parallel guesses', () => {
  const ctx = useTestApp(['auth', 'soj']);

  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username: 'soj.race', roles: [...SOJ_ROLES] });
  });

  /** Signs in, asks for a code and answers the headers, the mailed code and a wrong one. */
  async function newCode() {
    // Past the mail limit's window: the codes of the earlier rounds were never entered.
    ctx.clock.advance(10 * 60_000);
    const auth = bearer(await signIn(ctx.app, 'soj.race'));
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/code',
      headers: auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(sent.statusCode).toBe(200);
    const code = /code is (\d{6})/.exec(ctx.mailer.sent.at(-1)!.text)![1]!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    return { auth, code, wrong };
  }

  const guess = (headers: Record<string, string>, code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/verify',
      headers,
      payload: { code },
    });

  const attempts = async () =>
    (
      await ctx.db.kysely
        .selectFrom('sojIdentityCode')
        .select('attempts')
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).attempts;

  it('never accepts the right code once five wrong guesses of a parallel burst of 40 are answered', async () => {
    for (let round = 0; round < 3; round++) {
      const { auth, code, wrong } = await newCode();
      let answered = 0;
      const fiveAnswered = new Promise<void>((resolve) => {
        const wrongs = Array.from({ length: 39 }, (_, i) =>
          guess(auth, wrong(i)).then((res) => {
            answered += 1;
            if (answered === 5) resolve();
            return res;
          }),
        );
        void Promise.all(wrongs);
      });
      await fiveAnswered;
      // The other 34 wrong guesses are still under way when the right one arrives.
      const res = await guess(auth, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SOJ_CODE_INVALID');
      // Let the rest of the burst finish: no guess beyond the fifth was ever counted or compared.
      await new Promise((resolve) => setTimeout(resolve, 200));
      while (answered < 39) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await attempts()).toBe(5);
      expect((await guess(auth, code)).statusCode).toBe(400);
    }
  });

  it('starts one SOJ session when the right code is sent 40 times at once', async () => {
    const { auth, code } = await newCode();
    const answers = await Promise.all(Array.from({ length: 40 }, () => guess(auth, code)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(39);
  });
});

describe('SOJ identity step: wrong passwords and code mails', () => {
  const ctx = useTestApp(['auth', 'soj']);

  beforeAll(async () => {
    for (const username of ['soj.pw', 'soj.mail'])
      await createUser(ctx.db.kysely, { username, roles: [...SOJ_ROLES] });
  });

  const askCode = (headers: Record<string, string>, password = TEST_PASSWORD) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/code',
      headers,
      payload: { password },
    });

  it('counts wrong passwords like the password change: the fourth locks the account and ends its sessions', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.pw'));
    const other = bearer(await signIn(ctx.app, 'soj.pw'));
    for (let n = 1; n <= 4; n++) {
      const res = await askCode(auth, 'wrong-one-123');
      expect([res.statusCode, res.json().code]).toEqual([400, 'SOJ_CODE_INVALID']);
    }
    for (const headers of [auth, other]) expect((await askCode(headers)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/login',
      payload: { username: 'soj.pw', password: TEST_PASSWORD },
    });
    expect([login.statusCode, login.json().code]).toEqual([423, 'ACCOUNT_LOCKED']);
    const events = await ctx.db.kysely
      .selectFrom('accessLog')
      .select(['event', 'detail'])
      .where('username', '=', 'soj.pw')
      .where('event', 'in', ['login_failure', 'lockout'])
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { event: 'login_failure', detail: '1/4' },
      { event: 'login_failure', detail: '2/4' },
      { event: 'login_failure', detail: '3/4' },
      { event: 'lockout', detail: '4/4' },
    ]);
  });

  it('mails at most 3 codes in 10 minutes that are not entered, then answers 429 in English and Malay', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.mail'));
    const before = ctx.mailer.sent.length;
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await askCode(auth));
    expect(answers.map((res) => res.statusCode)).toEqual([
      ...Array<number>(3).fill(200),
      ...Array<number>(12).fill(429),
    ]);
    expect(answers[3]!.json()).toEqual({
      code: 'SOJ_CODE_TOO_MANY',
      message:
        'Too many verification codes were asked for. Please enter the last code sent to you, or wait a few minutes before asking for another.',
    });
    expect(ctx.mailer.sent.length - before).toBe(3);
    const ms = await askCode({ ...auth, 'accept-language': 'ms-MY' });
    expect(ms.json().message).toBe(
      'Terlalu banyak kod pengesahan telah diminta. Sila masukkan kod terakhir yang dihantar kepada anda, atau tunggu beberapa minit sebelum meminta kod lain.',
    );
    // A wrong password is still counted (and answered as such) while the mails are held back.
    expect((await askCode(auth, 'wrong-one-123')).json().code).toBe('SOJ_CODE_INVALID');

    ctx.clock.advance(10 * 60_000);
    expect((await askCode(auth)).statusCode).toBe(200);
  });

  it('does not hold back a code after the earlier ones were entered', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.mail'));
    ctx.clock.advance(10 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await askCode(auth)).statusCode).toBe(200);
      const code = /code is (\d{6})/.exec(ctx.mailer.sent.at(-1)!.text)![1]!;
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api2/soj/identity/verify',
        headers: auth,
        payload: { code },
      });
      expect(verified.statusCode).toBe(200);
    }
  });
});
