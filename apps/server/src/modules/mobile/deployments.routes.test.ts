import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { jsonSenderAs, signedInAll } from '../../test/users.js';
import { SHAH_ALAM, seedMobileUnits } from './mobile.fixtures.js';

type Row = Record<string, unknown>;

const ctx = useTestApp(['auth', 'mobile']);
const h: Record<string, Record<string, string>> = {};
let id = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedMobileUnits(db);
  Object.assign(
    h,
    await signedInAll(ctx, {
      'mobile.entry': ['Data Entry MCAQM'],
      'mobile.map': ['Map MCAQM'],
      'fixed.entry': ['Data Entry MAQM'],
    }),
  );
});

const send = jsonSenderAs(ctx, h, 'mobile.entry');
const get = (url: string, who = 'mobile.entry') =>
  ctx.app.inject({ method: 'GET', url, headers: h[who] });

describe('mobile air deployments API: units, recording, refusals and changes', () => {
  it('lists the mobile units with what each measures, not the fixed stations', async () => {
    const res = await get(API.mobileUnits.url);
    expect(res.statusCode).toBe(200);
    const units = res.json().units as Row[];
    expect(units.map((u) => u.id)).toEqual(['MCAQM901', 'MCAQM902']);
    expect((units[0]!.parameters as Row[]).map((p) => p.code)).toEqual(['CO', 'PM10', 'PM25']);
  });

  it('records a deployment with place, coordinates, period and reason, in the activity log', async () => {
    const res = await send('POST', API.mobileCreateDeployment.url, SHAH_ALAM);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    id = body.id;
    expect(body).toMatchObject({
      stationId: 'MCAQM901',
      stationName: 'Mobile unit MCAQM901',
      place: 'Shah Alam, Seksyen 7',
      startsAt: '2026-01-10T00:00:00.000Z',
      endsAt: '2026-01-12T10:00:00.000Z',
      readings: 0,
      createdBy: 'mobile.entry',
    });
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .selectAll()
      .where('entity', '=', 'mobile_deployment')
      .execute();
    expect(log.map((l) => [l.action, l.entityId])).toEqual([['create', String(id)]]);
  });

  it('refuses a period overlapping another deployment of the same unit, not of another unit', async () => {
    const overlap = await send('POST', API.mobileCreateDeployment.url, {
      ...SHAH_ALAM,
      place: 'Klang',
      startsAt: '2026-01-12T17:00:00+08:00',
      endsAt: null,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toContain('Shah Alam, Seksyen 7');
    // Touching periods are fine: the unit leaves at 18:00 and is set up elsewhere at 18:00.
    const next = await send('POST', API.mobileCreateDeployment.url, {
      ...SHAH_ALAM,
      place: 'Klang',
      startsAt: '2026-01-12T18:00:00+08:00',
      endsAt: null,
    });
    expect(next.statusCode).toBe(201);
    const other = await send('POST', API.mobileCreateDeployment.url, {
      ...SHAH_ALAM,
      stationId: 'MCAQM902',
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses coordinates outside Malaysia, an end before the start and a fixed station, in Malay', async () => {
    const swapped = await send(
      'POST',
      API.mobileCreateDeployment.url,
      { ...SHAH_ALAM, longitude: 3.07, latitude: 101.49 },
      'mobile.entry',
      'ms',
    );
    expect(swapped.statusCode).toBe(400);
    expect(JSON.stringify(swapped.json().issues)).toContain('di luar Malaysia');
    const reversed = await send('POST', API.mobileCreateDeployment.url, {
      ...SHAH_ALAM,
      endsAt: '2026-01-09T08:00:00+08:00',
    });
    expect(reversed.statusCode).toBe(400);
    const fixed = await send('POST', API.mobileCreateDeployment.url, {
      ...SHAH_ALAM,
      stationId: 'CA901',
    });
    expect([fixed.statusCode, fixed.json().code]).toEqual([400, 'REFERENCE_INVALID']);
  });
  it('changes a deployment but never its unit, and logs before and after', async () => {
    const url = API.mobileUpdateDeployment.url.replace(':id', String(id));
    const res = await send('PUT', url, { ...SHAH_ALAM, reason: 'Haze episode survey' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reason: 'Haze episode survey', updatedBy: 'mobile.entry' });
    const moved = await send('PUT', url, { ...SHAH_ALAM, stationId: 'MCAQM902' });
    expect(moved.statusCode).toBe(400);
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['before', 'after'])
      .where('entity', '=', 'mobile_deployment')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(log.before).toMatchObject({ reason: SHAH_ALAM.reason });
    expect(log.after).toMatchObject({ reason: 'Haze episode survey' });
    const missing = await send(
      'PUT',
      API.mobileUpdateDeployment.url.replace(':id', '999'),
      SHAH_ALAM,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('mobile air deployments API: listing and roles', () => {
  it('lists the deployments under way in a period, for the map too, newest first', async () => {
    const all = await get(
      `${API.mobileDeployments.url}?from=2026-01-01T00:00:00Z&to=2026-01-31T00:00:00Z`,
      'mobile.map',
    );
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((d: Row) => [d.stationId, d.place])).toEqual([
      ['MCAQM901', 'Klang'],
      ['MCAQM902', 'Shah Alam, Seksyen 7'],
      ['MCAQM901', 'Shah Alam, Seksyen 7'],
    ]);
    const later = await get(
      `${API.mobileDeployments.url}?station=MCAQM901&from=2026-01-13T00:00:00Z&to=2026-01-14T00:00:00Z`,
    );
    expect(later.json().items.map((d: Row) => d.place)).toEqual(['Klang']);
    const tooLong = await get(
      `${API.mobileDeployments.url}?from=2020-01-01T00:00:00Z&to=2026-01-14T00:00:00Z`,
    );
    expect(tooLong.statusCode).toBe(400);
  });

  it('lets the map role read but not write, and keeps other modules out', async () => {
    expect(
      (await send('POST', API.mobileCreateDeployment.url, SHAH_ALAM, 'mobile.map')).statusCode,
    ).toBe(403);
    expect((await get(API.mobileDeployments.url, 'fixed.entry')).statusCode).toBe(403);
  });
});
