import { SOJ_ROLES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

const at = (day: string) => new Date(`${day}T00:00:00+08:00`).getTime();

describe('SOJ map viewer reads the programme results', () => {
  const ctx = useTestApp(['auth', 'maps', 'soj'], { sojSessionMinutes: 30 });
  let headers: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const { roundId } = await seedSojFixture(db);
    const round = async (
      station: string,
      quarter: string,
      status: 'approved' | 'verified' | 'entered' | 'returned',
      sampledOn: string,
      value: number,
    ) => {
      const id = await roundId(station, quarter);
      await db.updateTable('sojRound').set({ status, sampledOn }).where('id', '=', id).execute();
      await db
        .insertInto('sojResult')
        .values({ roundId: id, parameterCode: 'DO', value, censored: false })
        .execute();
    };
    // SJ01: an approved round, then a verified one; SG01: only an entered round and a returned one.
    await round('SJ01', '2025-Q1', 'approved', '2025-03-10', 6);
    await round('SJ01', '2025-Q2', 'verified', '2025-06-10', 3);
    await round('SG01', '2025-Q1', 'entered', '2025-03-12', 5);
    await round('SG01', '2025-Q2', 'returned', '2025-06-12', 9);
    await createUser(db, { username: 'soj.map', roles: [...SOJ_ROLES] });
    headers = await sojHeaders(ctx.app, ctx.mailer, 'soj.map');
  });

  const layer = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/sojmap/layer/0/query?f=json${query}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const features = res.json().features as {
      attributes: { STATION_ID: string; LAST_UPDATE: number | null };
    }[];
    return Object.fromEntries(
      features.map((f) => [f.attributes.STATION_ID, f.attributes.LAST_UPDATE]),
    );
  };
  const charts = async (query: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/sojmap/mapbystationidcharts?stationid=SJ01&param=DO${query}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{
      data: { categories: string[]; series: { name: string; data: (number | null)[] }[] };
    }>();
  };

  it('colours and dates the layer from approved rounds only by default', async () => {
    expect(await layer('')).toEqual({ SJ01: at('2025-03-10'), SG01: null });
  });

  it('includes entered and verified rounds (never returned ones) when asked', async () => {
    expect(await layer('&unapproved=true')).toEqual({
      SJ01: at('2025-06-10'),
      SG01: at('2025-03-12'),
    });
  });

  it('charts approved results only by default, and unapproved ones when asked', async () => {
    const approved = await charts('');
    expect(approved.data.categories).toEqual(['2025-03-10']);
    expect(approved.data.series).toEqual([expect.objectContaining({ name: 'DO', data: [6] })]);
    const all = await charts('&unapproved=true');
    expect(all.data.categories).toEqual(['2025-03-10', '2025-06-10']);
    expect(all.data.series).toEqual([expect.objectContaining({ name: 'DO', data: [6, 3] })]);
  });

  it('refuses an unknown value of the choice', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/sojmap/layer/0/query?unapproved=maybe',
      headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
