import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

describe('GET /api2/health', () => {
  const ctx = useTestApp();

  it('answers ok with the kind of database it reached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.time).toBe(ctx.clock.now().toISOString());
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
  const ctx = useTestApp();

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
