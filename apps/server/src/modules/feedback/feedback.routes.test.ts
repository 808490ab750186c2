import { FEEDBACK_RATE_LIMIT } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signedIn, signIn } from '../../test/users.js';
import { failWork, newChallenge, solvedCaptcha } from '../../test/captcha.js';

const MESSAGE = 'The PM2.5 reading at Shah Alam looks stuck since Monday.';

const ctx = useTestApp(['auth', 'feedback']);
let admin: Record<string, string>;
let officer: Record<string, string>;

beforeAll(async () => {
  await createUser(ctx.db.kysely, {
    username: 'officer',
    roles: ['Map CAQM'],
    email: 'officer@doe.gov.my',
  });
  admin = await signedIn(ctx, 'admin1', ['System Admin']);
  officer = bearer(await signIn(ctx.app, 'officer'));
});

let address = 0;
/** Each sending test from its own address, so the per-address limit is only met where it is tested. */
const send = (payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api2/feedback',
    payload,
    headers,
    remoteAddress: remoteAddress ?? `10.1.0.${(address += 1)}`,
  });
const activity = (action: string) =>
  ctx.db.kysely
    .selectFrom('activityLog')
    .selectAll()
    .where('entity', '=', 'feedback')
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
/** The administrator's emailed reply to message `id`. */
const replyAsAdmin = (id: number | string, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api2/admin/feedback/${id}/reply`,
    headers: admin,
    payload: { body },
  });
/** The first stored message (by id) whose sender's email or username is `value`. */
const storedMessage = (by: 'contactEmail' | 'username', value: string) =>
  ctx.db.kysely
    .selectFrom('feedback')
    .selectAll()
    .where(by, '=', value)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('feedback form: anonymous and signed-in messages', () => {
  it("refuses an anonymous message without the captcha or with a wrong one: 'Sorry wrong captcha'", async () => {
    const none = await send({ category: 'data', message: MESSAGE });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'CAPTCHA_WRONG', message: 'Sorry wrong captcha' });
    const { id, challenge, difficulty } = await newChallenge(ctx.app);
    const wrong = await send({
      category: 'data',
      message: MESSAGE,
      captchaId: id,
      captchaAnswer: failWork(challenge, difficulty),
    });
    expect(wrong.json().code).toBe('CAPTCHA_WRONG');
    expect((await ctx.db.kysely.selectFrom('feedback').selectAll().execute()).length).toBe(0);
  });

  it('keeps an anonymous message with a solved captcha, in the sender’s language, and logs it', async () => {
    const solved = await solvedCaptcha(ctx.app);
    const res = await send(
      {
        category: 'data',
        message: MESSAGE,
        contactName: 'Siti',
        contactEmail: 'siti@example.org',
        contactPhone: '',
        ...solved,
      },
      { 'accept-language': 'ms-MY' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Terima kasih. Maklum balas anda telah diterima; kami akan menjawab ke siti@example.org.',
    );
    const row = await storedMessage('contactEmail', 'siti@example.org');
    expect(row).toMatchObject({
      category: 'data',
      language: 'ms',
      status: 'new',
      contactPhone: null,
      userId: null,
    });
    expect((await activity('create'))[0]).toMatchObject({
      entityId: String(row.id),
      username: 'system',
    });
    // The robot check is used up.
    const again = await send({ category: 'data', message: MESSAGE, ...solved });
    expect(again.json().code).toBe('CAPTCHA_WRONG');
  });

  it('takes a signed-in user’s message without a captcha and answers to the account’s email', async () => {
    const res = await send(
      { category: 'suggestion', message: 'Please add a dark map basemap.' },
      officer,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('officer@doe.gov.my');
    const row = await storedMessage('username', 'officer');
    expect(row).toMatchObject({
      contactEmail: 'officer@doe.gov.my',
      contactName: 'officer Tester',
    });
    expect((await activity('create'))[0]!.username).toBe('officer');
  });

  it.each([
    [{ category: 'data', message: 'short' }, 'message'],
    [{ category: 'weather', message: MESSAGE }, 'category'],
    [{ category: 'data', message: MESSAGE, contactEmail: 'not-an-email' }, 'contactEmail'],
    [{ category: 'data', message: 'x'.repeat(4001) }, 'message'],
  ])('refuses a bad form (%o) naming the field %s', async (payload, field) => {
    const res = await send(payload, officer);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('limits each address to a few messages an hour', async () => {
    const payload = { category: 'general', message: 'Thank you for the new portal.' };
    for (let i = 0; i < FEEDBACK_RATE_LIMIT; i += 1)
      expect((await send(payload, officer, '10.7.7.7')).statusCode).toBe(201);
    const limited = await send(payload, officer, '10.7.7.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await send(payload, officer, '10.7.7.8')).statusCode).toBe(201);
  });
});

describe('feedback inbox: access and replies', () => {
  it('opens the inbox to the System Admin only', async () => {
    const url = '/api2/admin/feedback';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url, headers: officer })).statusCode).toBe(403);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${url}?status=new&search=stuck`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const inbox = res.json();
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({ category: 'data', contactName: 'Siti', status: 'new' });
    expect(inbox.counts).toEqual({ new: 1, answered: 0, closed: 0 });
    const all = (await ctx.app.inject({ method: 'GET', url, headers: admin })).json();
    expect(all.total).toBe(2 + FEEDBACK_RATE_LIMIT + 1);
    for (const path of ['/api2/admin/feedback/1', '/api2/admin/feedback/1/reply'])
      expect(
        (
          await ctx.app.inject({
            method: path.endsWith('reply') ? 'POST' : 'GET',
            url: path,
            headers: officer,
            payload: path.endsWith('reply') ? { body: 'x' } : undefined,
          })
        ).statusCode,
      ).toBe(403);
  });

  it('emails the reply in the sender’s language, marks the message answered and logs it', async () => {
    const { id } = await storedMessage('contactEmail', 'siti@example.org');
    const before = ctx.mailer.sent.length;
    const res = await replyAsAdmin(id, 'Terima kasih, penganalisis telah dibaiki.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailedTo: 'siti@example.org' });
    const mail = ctx.mailer.sent[before]!;
    expect(mail.to).toBe('siti@example.org');
    expect(mail.subject).toBe(`Maklum balas anda kepada portal EQMP (no. ${id})`);
    expect(mail.text).toContain('Kepada Siti,');
    expect(mail.text).toContain('Terima kasih, penganalisis telah dibaiki.');
    expect(mail.text).toContain(`> ${MESSAGE}`);
    const item = (
      await ctx.app.inject({ method: 'GET', url: `/api2/admin/feedback/${id}`, headers: admin })
    ).json();
    expect(item).toMatchObject({ status: 'answered', statusChangedBy: 'admin1', language: 'ms' });
    expect(item.replies).toEqual([
      expect.objectContaining({ username: 'admin1', emailedTo: 'siti@example.org' }),
    ]);
    expect((await activity('reply'))[0]).toMatchObject({
      entityId: String(id),
      username: 'admin1',
    });
  });

  it('keeps no reply when the mail cannot be sent', async () => {
    const { id } = await storedMessage('username', 'officer');
    const send = ctx.mailer.send.bind(ctx.mailer);
    ctx.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await replyAsAdmin(id, 'Noted, thank you.');
      expect(res.statusCode).toBe(500);
    } finally {
      ctx.mailer.send = send;
    }
    const item = (
      await ctx.app.inject({ method: 'GET', url: `/api2/admin/feedback/${id}`, headers: admin })
    ).json();
    expect(item).toMatchObject({ status: 'new', replies: [] });
  });

  it('refuses a reply to a message without an email address', async () => {
    const row = await ctx.db.kysely
      .insertInto('feedback')
      .values({
        receivedAt: ctx.clock.now(),
        category: 'general',
        message: MESSAGE,
        contactName: null,
        contactEmail: null,
        contactPhone: null,
        userId: null,
        username: null,
        language: 'en',
        ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await replyAsAdmin(row.id, 'Hello');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'FEEDBACK_NO_EMAIL',
      message: 'This feedback has no contact email address to reply to.',
    });
  });
});

describe('feedback inbox: statuses and the robot check', () => {
  it('sets a status, logs it, and refuses an unknown status or message', async () => {
    const { id } = await storedMessage('contactEmail', 'siti@example.org');
    const put = (target: number | string, status: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api2/admin/feedback/${target}/status`,
        headers: admin,
        payload: { status },
      });
    expect((await put(id, 'closed')).statusCode).toBe(204);
    expect((await activity('update'))[0]).toMatchObject({
      entityId: String(id),
      before: { status: 'answered' },
      after: { status: 'closed' },
    });
    expect((await put(id, 'archived')).statusCode).toBe(400);
    expect((await put(999_999, 'closed')).statusCode).toBe(404);
    expect((await put('abc', 'closed')).statusCode).toBe(400);
    const closed = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api2/admin/feedback?status=closed',
        headers: admin,
      })
    ).json();
    expect(closed.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('counts only the messages sent: mistyping the robot check three times locks no one out', async () => {
    const from = '10.7.7.20';
    for (let i = 0; i < 3; i += 1) {
      const { id, challenge, difficulty } = await newChallenge(ctx.app);
      const wrong = await send(
        {
          category: 'data',
          message: MESSAGE,
          captchaId: id,
          captchaAnswer: failWork(challenge, difficulty),
        },
        {},
        from,
      );
      expect(wrong.json().code).toBe('CAPTCHA_WRONG');
    }
    for (let i = 0; i < FEEDBACK_RATE_LIMIT; i += 1) {
      const sent = await send(
        { category: 'data', message: MESSAGE, ...(await solvedCaptcha(ctx.app)) },
        {},
        from,
      );
      expect(sent.statusCode).toBe(201);
    }
    const limited = await send(
      { category: 'data', message: MESSAGE, ...(await solvedCaptcha(ctx.app)) },
      {},
      from,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    // An hour after the first message the address may send again.
    ctx.clock.advance(3_600_000);
    const later = await send(
      { category: 'data', message: MESSAGE, ...(await solvedCaptcha(ctx.app)) },
      {},
      from,
    );
    expect(later.statusCode).toBe(201);
  });
});
