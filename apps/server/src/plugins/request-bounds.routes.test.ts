import { API, apiPath } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../modules/inventory/inventory.fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { signedIn } from '../test/users.js';

/** The requests that once stopped, stalled or 500'd the server; each must now be a clear 4xx. */
describe('request bounds: no request can stop, stall or 500 the server', () => {
  const ctx = useTestApp(['admin', 'auth', 'calculators', 'health', 'hotspots', 'kpi', 'query']);
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = await signedIn(ctx, 'bounds.admin', [
      'System Admin',
      'System KPI',
      'Query Options MWIS',
      'Index Calculator CAQM',
      'Report CAQM',
    ]);
  });

  const get = (url: string, language = 'en') =>
    ctx.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-language': language } });

  it('refuses a System KPI range given by one far end alone, before counting any hour', async () => {
    const res = await get(apiPath('kpiSystem', {}, { to: '9999-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a System KPI range inside the date window that is longer than the endpoint allows', async () => {
    const res = await get(apiPath('kpiSystem', {}, { to: '2100-12-31' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The range may cover at most 92 days.');
  });

  it('refuses a query whose end is in the year 9999 before reading the module', async () => {
    const res = await get(
      apiPath(
        'queryMWIS',
        { kind: 'report' },
        { stations: 'NOPE', from: '2026-01-01', to: '9999-12-31' },
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it.each(['0000-01-01', '-271821-04-20', '1969-12-31'])(
    'answers 400 in both languages for the date %s',
    async (date) => {
      const en = await get(apiPath('adminAccessLog', {}, { from: date }));
      expect(en.statusCode).toBe(400);
      expect(en.json().issues[0].message).toBe('from must be a date between 1970 and 2100.');
      const ms = await get(apiPath('adminAccessLog', {}, { from: date }), 'ms');
      expect(ms.json().issues[0].message).toBe('from mestilah tarikh antara 1970 dan 2100.');
    },
  );

  it('answers 400 for a NUL byte in the sign-in name', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'adm\u0000in', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'username' }] });
  });

  it('answers 400 for a NUL byte in a key of a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'a', password: 'b', ['x\u0000']: 1 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 400 for a NUL byte in a query string', async () => {
    const res = await get(`${API.adminAccessLog.url}?username=adm%00in`);
    expect(res.statusCode).toBe(400);
  });

  it('answers 4xx, not 500, for 1e308 in the air calculator', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.calculateAir.url,
      headers: admin,
      payload: { PM10: 1e308 },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('answers 400 for a multipart upload without a boundary', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.hotspotImport.url,
      headers: { ...admin, 'content-type': 'multipart/form-data' },
      payload: 'latitude,longitude\n1,2\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers 400 naming the line for a CSV with a stray quote', async () => {
    const csv = 'latitude,longitude,acq_date\n3.1,101.5,2026-01-10\n3.2,"101.6,2026-01-10\n';
    const body = multipartFile(Buffer.from(csv), 'firms.csv', 'text/csv');
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.hotspotImport.url,
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid CSV/);
  });

  it('still answers health after all of the above', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.health.url });
    expect(res.statusCode).toBe(200);
  });
});
