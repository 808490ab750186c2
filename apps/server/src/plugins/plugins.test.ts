import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiDef } from '@eqmp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { registerAccessControl, type Authenticator } from './access-control.js';
import { registerErrorHandler } from './error-handler.js';
import { registerLanguage } from './language.js';
import { zodValidatorCompiler } from './validation.js';
import { registerWeb } from './web.js';

const table = {
  open: { method: 'POST', url: '/api2/test/open', access: 'public' },
  boom: { method: 'GET', url: '/api2/test/boom', access: 'public' },
  mapOnly: { method: 'GET', url: '/api2/test/map', access: { anyOf: ['Map CAQM'] } },
  mine: { method: 'GET', url: '/api2/test/mine', access: 'session' },
} as const satisfies Record<string, ApiDef>;

const byBearer: Authenticator = async (request) => {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  if (!token) return null;
  return { userId: '1', sessionId: 's', username: 'u', ticked: token.split('+') };
};

let app: FastifyInstance;

async function build(declare: Record<string, ApiDef> = table, everyEntryRouted?: boolean) {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(zodValidatorCompiler);
  registerLanguage(app);
  registerErrorHandler(app);
  registerAccessControl(app, { table: declare, authenticate: byBearer, everyEntryRouted });
  app.post('/api2/test/open', {
    schema: {
      body: z.object({
        username: z.string().min(3),
        count: z.number().int().max(5),
        kind: z.enum(['a', 'b']),
      }),
    },
    handler: async () => ({ ok: true }),
  });
  app.get('/api2/test/boom', async () => {
    throw new Error('secret internals at /srv/app.ts:12');
  });
  app.get('/api2/test/map', async () => ({ ok: true }));
  app.get('/api2/test/mine', async (request) => ({ user: request.principal?.username }));
  await registerWeb(app, { webDist: undefined, apiTable: declare });
  await app.ready();
  return app;
}

afterEach(async () => {
  await app?.close();
});

/** GETs `url` as the caller whose bearer token is `token` (its roles joined by `+`). */
const getWithBearer = (url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('error handler', () => {
  it('answers 400 with each field problem for a body that fails its schema', async () => {
    await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api2/test/open',
      payload: { username: 'ab', count: 9 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Some of the information sent is not valid.');
    expect(body.issues).toEqual([
      { path: 'username', message: 'username must have at least 3 characters.' },
      { path: 'count', message: 'count must be at most 5.' },
      { path: 'kind', message: 'kind is required.' },
    ]);
  });

  it('answers in Malay when the caller asks for it', async () => {
    await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api2/test/open',
      headers: { 'accept-language': 'ms-MY' },
      payload: { username: 'abc', count: 1, kind: 'z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Sebahagian maklumat yang dihantar tidak sah.');
    expect(res.json().issues[0].message).toBe('kind mestilah salah satu daripada: a, b.');
  });

  it.each([
    ['400 for malformed JSON', 'application/json', '{"username": ', 400, 'BAD_REQUEST'],
    [
      '415 for a content type the route does not take',
      'application/x-unknown',
      'x',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ])('answers %s', async (_, contentType, payload, status, code) => {
    await build();
    const res = await app.inject({
      method: 'POST',
      url: '/api2/test/open',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
  });

  it('hides an unexpected error behind Internal Server Error, with no stack trace', async () => {
    await build();
    const res = await app.inject({ method: 'GET', url: '/api2/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'Internal Server Error' });
    expect(res.body).not.toContain('secret');
  });

  it('answers 404 ROUTE_NOT_FOUND for an unknown API path, and 405 for a known path with another method', async () => {
    await build();
    const missing = await app.inject({ method: 'GET', url: '/api2/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'URL/Page Request Not Found',
    });
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/api2/test/map' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.json().message).toBe('URL/Page Method Request Not Allowed');
  });

  it('maps an AppError to the status of its code', async () => {
    app = Fastify({ logger: false });
    registerLanguage(app);
    registerErrorHandler(app);
    app.get('/x', async () => {
      throw new AppError('CONFLICT');
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
  });
});

describe('access control', () => {
  it('refuses to start when a route has no entry in the API table', async () => {
    const { mapOnly: _omitted, ...withoutMap } = table;
    await expect(build(withoutMap)).rejects.toThrow(
      /GET \/api2\/test\/map has no entry in the API table/,
    );
  });

  it('refuses to start when the table names a route that is not registered', async () => {
    const extra = {
      ...table,
      ghost: { method: 'GET', url: '/api2/test/ghost', access: 'public' },
    } as const;
    await expect(build(extra)).rejects.toThrow(/does not register: GET \/api2\/test\/ghost/);
  });

  it('starts with entries of modules not booted (a test booting some of them), still refusing undeclared routes', async () => {
    const extra = {
      ...table,
      ghost: { method: 'GET', url: '/api2/test/ghost', access: 'public' },
    } as const;
    await build(extra, false);
    expect((await app.inject({ method: 'GET', url: '/api2/test/ghost' })).statusCode).toBe(404);
    await app.close();
    const { mapOnly: _omitted, ...withoutMap } = table;
    await expect(build(withoutMap, false)).rejects.toThrow(/has no entry in the API table/);
  });

  it('answers 401 without a session and 403 without a matching role', async () => {
    await build();
    const anonymous = await app.inject({ method: 'GET', url: '/api2/test/map' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const river = await getWithBearer('/api2/test/map', 'Map CRWQM');
    expect(river.statusCode).toBe(403);
    expect(river.json().code).toBe('FORBIDDEN');
  });

  it('lets a caller with any one of the roles through', async () => {
    await build();
    const res = await getWithBearer('/api2/test/map', 'Map CRWQM+Map CAQM');
    expect(res.statusCode).toBe(200);
  });

  it('lets any signed-in caller reach a session route and tells the handler who it is', async () => {
    await build();
    const res = await getWithBearer('/api2/test/mine', 'Anything');
    expect(res.json()).toEqual({ user: 'u' });
  });
});
