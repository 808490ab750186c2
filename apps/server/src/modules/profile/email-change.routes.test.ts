import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signedIn, signIn, TEST_PASSWORD } from '../../test/users.js';

describe('email change', () => {
  const ctx = useTestApp(['admin', 'auth', 'profile'], {
    publicUrl: 'https://eqmp.example.gov.my',
  });
  let me: Record<string, string>;

  beforeAll(async () => {
    await createUser(ctx.db.kysely, {
      username: 'mail.owner',
      email: 'owner@example.org',
      roles: ['Data KPI'],
    });
    await createUser(ctx.db.kysely, {
      username: 'mail.other',
      email: 'other@example.org',
      roles: ['Data KPI'],
    });
    me = bearer(await signIn(ctx.app, 'mail.owner'));
  });

  const details = { fullName: 'Mail Owner', phone: null, organisation: null };
  const update = (body: object) =>
    ctx.app.inject({
      method: 'PUT',
      url: API.updateMe.url,
      headers: me,
      payload: { ...details, ...body },
    });
  const currentEmail = async () =>
    (await ctx.app.inject({ method: 'GET', url: API.me.url, headers: me })).json().email;
  const tokenOf = (text: string) => /confirm-email\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('needs the current password', async () => {
    expect((await update({ email: 'new@example.org' })).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect(
      (await update({ email: 'new@example.org', currentPassword: 'wrong-one' })).json().code,
    ).toBe('CURRENT_PASSWORD_WRONG');
    expect(await currentEmail()).toBe('owner@example.org');
  });

  it('refuses an address that belongs to another account, in any letter case', async () => {
    const res = await update({ email: 'Other@Example.org', currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('changes nothing until confirmed from the new address, and tells the old one', async () => {
    const sent = ctx.mailer.sent.length;
    const res = await update({ email: 'new@example.org', currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('owner@example.org');
    const [confirm, notice] = ctx.mailer.sent.slice(sent);
    expect(confirm?.to).toBe('new@example.org');
    expect(confirm?.text).toContain('https://eqmp.example.gov.my/confirm-email?token=');
    expect(notice?.to).toBe('owner@example.org');

    const token = tokenOf(confirm!.text);
    expect(
      (await ctx.app.inject({ method: 'POST', url: API.confirmEmail.url, payload: { token } }))
        .statusCode,
    ).toBe(204);
    expect(await currentEmail()).toBe('new@example.org');
    // Single use.
    expect(
      (
        await ctx.app.inject({ method: 'POST', url: API.confirmEmail.url, payload: { token } })
      ).json().code,
    ).toBe('EMAIL_CHANGE_INVALID');
  });

  it('refuses an expired link', async () => {
    const sent = ctx.mailer.sent.length;
    await update({ email: 'later@example.org', currentPassword: TEST_PASSWORD });
    const token = tokenOf(ctx.mailer.sent[sent]!.text);
    ctx.clock.advance(61 * 60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.confirmEmail.url,
      payload: { token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('EMAIL_CHANGE_INVALID');
  });

  it('lets an admin give no two accounts the same address', async () => {
    const admin = await signedIn(ctx, 'mail.admin', ['System Admin']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.adminCreateUser.url,
      headers: admin,
      payload: {
        username: 'dup.mail',
        fullName: 'Dup Mail',
        email: 'OTHER@example.org',
        userGroup: 'other',
        password: 'another-Horse-77',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });
});
