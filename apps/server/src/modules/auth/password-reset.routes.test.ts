import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser, signIn } from '../../test/users.js';
import { failWork, newChallenge, solvedCaptcha, solveWork } from '../../test/captcha.js';
import { CAPTCHA_DIFFICULTY } from './captcha.js';

const ctx = useTestApp(['auth']);
beforeAll(async () => {
  await createUser(ctx.db.kysely, { username: 'public.user', email: 'someone@example.org' });
});

const forgot = (payload: object, lang = 'en-US') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api2/users/forgot-password',
    headers: { 'accept-language': lang },
    payload,
  });

describe('password reset: the proof-of-work challenge', () => {
  it('serves a proof-of-work challenge: nothing to read, a nonce to find', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/users/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'difficulty', 'expiresAt', 'id']);
    expect(body.difficulty).toBe(CAPTCHA_DIFFICULTY);
    expect(body.challenge).toMatch(/^[\w-]{24}$/);
    expect(new Date(body.expiresAt).getTime() - ctx.clock.now().getTime()).toBe(5 * 60_000);
    const other = await newChallenge(ctx.app);
    expect(other.challenge).not.toBe(body.challenge);
  });

  it('takes a nonce that does the work, once', async () => {
    const { id, challenge, difficulty } = await newChallenge(ctx.app);
    const captchaAnswer = solveWork(challenge, difficulty);
    const ok = await forgot({ email: 'nobody@example.org', captchaId: id, captchaAnswer });
    expect(ok.statusCode).toBe(200);
    const again = await forgot({ email: 'nobody@example.org', captchaId: id, captchaAnswer });
    expect([again.statusCode, again.json().code]).toEqual([400, 'CAPTCHA_WRONG']);
  });

  it("answers 'Sorry wrong captcha' to a nonce that does not do the work, and uses the challenge up", async () => {
    const { id, challenge, difficulty } = await newChallenge(ctx.app);
    const wrong = await forgot({
      email: 'someone@example.org',
      captchaId: id,
      captchaAnswer: failWork(challenge, difficulty),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Sorry wrong captcha');
    expect(
      (await forgot({ email: 'someone@example.org', captchaId: id, captchaAnswer: 'x' })).json()
        .code,
    ).toBe('CAPTCHA_WRONG');
    const again = await forgot({
      email: 'someone@example.org',
      captchaId: id,
      captchaAnswer: solveWork(challenge, difficulty),
    });
    expect(again.json().code).toBe('CAPTCHA_WRONG');
    const ms = await forgot(
      { email: 'someone@example.org', ...(await solvedCaptcha(ctx.app)), captchaAnswer: 'abc' },
      'ms-MY',
    );
    expect(ms.json().message).toBe('Maaf, captcha salah');
  });

  it('refuses a solved challenge after it expires, or one never issued', async () => {
    const solved = await solvedCaptcha(ctx.app);
    ctx.clock.advance(5 * 60_000 + 1);
    expect((await forgot({ email: 'someone@example.org', ...solved })).json().code).toBe(
      'CAPTCHA_WRONG',
    );
    const unknown = await forgot({
      email: 'someone@example.org',
      captchaId: '00000000-0000-4000-8000-000000000000',
      captchaAnswer: '1',
    });
    expect(unknown.json().code).toBe('CAPTCHA_WRONG');
  });
});

describe('password reset: the reset mail and link', () => {
  it('sends department staff to the helpdesk, whether or not the address has an account', async () => {
    const res = await forgot({
      email: 'nobody@doe.gov.my',
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('helpdesk');
    expect(res.json().message).toContain(ctx.config.helpdesk.email);
  });

  it('answers the same confirmation for an unknown address and sends no mail', async () => {
    const before = ctx.mailer.sent.length;
    const res = await forgot({
      email: 'unknown@example.org',
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(res.json()).toEqual({
      outcome: 'sent',
      message:
        'A reset link has been sent to your email. If you do not receive it, please check your junk or spam folder. Please contact us if you require further assistance.',
    });
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('emails a single-use link that sets a new password', async () => {
    const res = await forgot({
      email: 'Someone@Example.org',
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(res.json().outcome).toBe('sent');
    const mail = ctx.mailer.sent.at(-1)!;
    expect(mail.to).toBe('someone@example.org');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const weak = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/reset-password',
      payload: { token, password: 'short' },
    });
    expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/reset-password',
      payload: { token, password: 'brand-new-pass-1' },
    });
    expect(ok.statusCode).toBe(204);
    expect(await signIn(ctx.app, 'public.user', 'brand-new-pass-1')).toEqual(expect.any(String));

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/reset-password',
      payload: { token, password: 'another-pass-2' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a link after it expires', async () => {
    await forgot({
      email: 'someone@example.org',
      ...(await solvedCaptcha(ctx.app)),
    });
    const token = /token=([\w-]+)/.exec(ctx.mailer.sent.at(-1)!.text)?.[1];
    ctx.clock.advance(61 * 60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/reset-password',
      payload: { token, password: 'brand-new-pass-3' },
    });
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('rejects a malformed email with the field named', async () => {
    const res = await forgot({
      email: 'not-an-email',
      ...(await solvedCaptcha(ctx.app)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('email');
  });
});
