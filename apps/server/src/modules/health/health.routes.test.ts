import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';

describe('GET /api2/health', () => {
  const ctx = useTestApp(['auth', 'health']);

  it('answers ok with the kind of database it reached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.time).toBe(ctx.clock.now().toISOString());
  });

  it('answers at once while the database is busy, even when the caller sends a token', async () => {
    await createUser(ctx.db.kysely, { username: 'health.watcher' });
    const token = bearer(await signIn(ctx.app, 'health.watcher'));
    let finish!: () => void;
    const busy = new Promise<void>((resolve) => (finish = resolve));
    // A long transaction holds the database (PGlite's only session, one of the pool on PostgreSQL).
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const transaction = ctx.db.kysely.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      holding();
      await busy;
    });
    await held;
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/health',
      headers: token,
    });
    finish();
    await transaction;
    expect(res.statusCode).toBe(200);
  });

  it('carries its own request id header, never the one a client sent', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).not.toBe('abc-123');
  });
});

describe('GET /api2/health with the database gone', () => {
  const ctx = useTestApp(['auth', 'health']);

  it('answers 503 with a message instead of failing', async () => {
    await ctx.db.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database cannot be reached at the moment.',
    });
  });
});
