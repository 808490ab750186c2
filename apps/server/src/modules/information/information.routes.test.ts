import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { seedStandards } from '../calculators/standards-seed.js';
import { INFORMATION_RATE_LIMIT } from './information.routes.js';

describe('public information API', () => {
  const ctx = useTestApp(['information']);
  beforeAll(async () => {
    await seedStandards(ctx.db.kysely);
  });
  const get = (index: string, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'GET', url: `/api2/public/information/${index}`, remoteAddress: ip });

  it('answers the API breakpoint tables in force with their source, cached for everyone, without sign-in', async () => {
    const res = await get('apims');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.bands.map((b: { min: number }) => b.min)).toEqual([0, 51, 101, 201, 301]);
    const pm10 = body.tables.find((t: { parameter: string }) => t.parameter === 'PM10');
    expect(pm10).toMatchObject({ averaging: '24H', unit: 'ug/m3' });
    expect(pm10.segments[0]).toMatchObject({ cLow: 0, iLow: 0, iHigh: 50 });
    expect(pm10.source.length).toBeGreaterThan(0);
  });

  it('answers the DOE-WQI weights and class boundaries, and the MMWQI sets per location type', async () => {
    const river = (await get('rqims')).json();
    expect(
      river.weights.reduce((sum: number, w: { weight: number }) => sum + w.weight, 0),
    ).toBeCloseTo(1);
    expect(river.classes[0]).toEqual({ riverClass: 'I', min: 92.7, inclusive: false });
    const marine = (await get('mqims')).json();
    expect(marine.sets.map((s: { locationType: string }) => s.locationType)).toEqual([
      'COASTAL',
      'ESTUARY',
      'ISLAND',
    ]);
    expect(marine.categories.at(-1)).toEqual({ category: 'POOR', min: null });
  });

  it('refuses an unknown index with 400 and limits each address', async () => {
    expect((await get('xqims')).statusCode).toBe(400);
    const ip = '10.0.0.9';
    for (let i = 0; i < INFORMATION_RATE_LIMIT; i += 1)
      expect((await get('rqims', ip)).statusCode).toBe(200);
    const limited = await get('rqims', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await get('rqims', '10.0.0.10')).statusCode).toBe(200);
  });
});
