import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser, signIn } from '../../test/users.js';
import { sha256 } from './auth.service.js';

describe('password reset', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username: 'public.user', email: 'someone@example.org' });
  });

  /** A captcha whose answer the test knows (the real one is drawn as an image). */
  async function knownCaptcha(answer = 'AB3CD') {
    const row = await ctx.db.kysely
      .insertInto('captchaChallenge')
      .values({
        answerHash: sha256(answer.toLowerCase()),
        expiresAt: new Date(ctx.clock.now().getTime() + 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const forgot = (payload: object, lang = 'en-US') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/users/forgot-password',
      headers: { 'accept-language': lang },
      payload,
    });

  it('serves a captcha drawn as an SVG image', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/users/captcha' });
    expect(res.statusCode).toBe(200);
    expect(res.json().svg).toMatch(/^<svg/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("answers 'Sorry wrong captcha' and uses the challenge up", async () => {
    const captchaId = await knownCaptcha();
    const wrong = await forgot({ email: 'someone@example.org', captchaId, captchaAnswer: 'zzzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Sorry wrong captcha');
    const again = await forgot({ email: 'someone@example.org', captchaId, captchaAnswer: 'ab3cd' });
    expect(again.json().code).toBe('CAPTCHA_WRONG');
  });

  it('sends department staff to the helpdesk, whether or not the address has an account', async () => {
    const res = await forgot({
      email: 'nobody@doe.gov.my',
      captchaId: await knownCaptcha(),
      captchaAnswer: 'AB3CD',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('helpdesk');
    expect(res.json().message).toContain(ctx.config.helpdesk.email);
  });

  it('answers the same confirmation for an unknown address and sends no mail', async () => {
    const before = ctx.mailer.sent.length;
    const res = await forgot({
      email: 'unknown@example.org',
      captchaId: await knownCaptcha(),
      captchaAnswer: 'AB3CD',
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
      captchaId: await knownCaptcha(),
      captchaAnswer: 'AB3CD',
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
      captchaId: await knownCaptcha(),
      captchaAnswer: 'AB3CD',
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
      captchaId: await knownCaptcha(),
      captchaAnswer: 'AB3CD',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('email');
  });
});
