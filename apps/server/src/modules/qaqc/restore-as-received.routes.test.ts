import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signedIn, signIn } from '../../test/users.js';
import { activities, addHourlyStation, insertReadings } from './qaqc.fixtures.js';

// 10 January 2026 in Kuala Lumpur: PM10 and PM2.5 (PM25) once an hour; PM10 fails its checks at 05:00.
const DAY = '2026-01-10T00:00:00+08:00';
const NEXT_DAY = '2026-01-11T00:00:00+08:00';
// 04:00 to 08:00 local time (four hours: 04, 05, 06, 07).
const FROM = '2026-01-09T20:00:00.000Z';
const TO = '2026-01-10T00:00:00.000Z';
const pm10 = Array.from({ length: 24 }, (_, i) => 40 + i);
const pm25 = Array.from({ length: 24 }, (_, i) => 20 + i);

type Shown = [number | null, number, string | null];

/** "Restore as received": a period goes back to its arrival as a change set like any other. */
describe('restoring a period as received', () => {
  const ctx = useTestApp(['auth', 'qaqc']);
  const headers: Record<string, Record<string, string>> = {};
  const post = (url: string, who: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: headers[who], payload });
  const restore = (who: string, payload: object = {}) =>
    post('/api2/qaqc/restores', who, {
      stationId: 'CA03R',
      parameterCodes: ['PM10', 'PM25'],
      from: FROM,
      to: TO,
      reason: 'Officer edits of the analyser check were wrong',
      ...payload,
    });
  const shown = async (parameter: string): Promise<Shown[]> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/values?stationId=CA03R&parameterCode=${encodeURIComponent(parameter)}&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`,
      headers: headers.officer,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .values.map((v: { value: number | null; validity: number; nullReason: string | null }) => [
        v.value,
        v.validity,
        v.nullReason,
      ]);
  };

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA03R', 'CAQM', ['PM10', 'PM25']);
    await insertReadings(db, 'CA03R', 'PM10', DAY, pm10, { 5: { gross_range: 4 } });
    await insertReadings(db, 'CA03R', 'PM25', DAY, pm25);
    for (const username of ['officer', 'approver'])
      await createUser(db, { username, roles: ['View Flag Details CAQM', 'Update Flag CAQM'] });
    headers.officer = bearer(await signIn(ctx.app, 'officer'));
    headers.approver = bearer(await signIn(ctx.app, 'approver'));
  });

  it('takes both parameters of the period back to their arrival in one logged change set that can be reverted', async () => {
    const asReceived = { PM10: await shown('PM10'), PM25: await shown('PM25') };
    expect(asReceived.PM10[5]).toEqual([45, -1, 'AN']);
    const edited = await post('/api2/qaqc/edits', 'officer', {
      stationId: 'CA03R',
      parameterCodes: ['PM10', 'PM25'],
      from: DAY,
      to: NEXT_DAY,
      edit: { value: 45, validity: 1 },
      reason: 'Applied to the whole day by mistake',
    });
    expect(edited.json()).toMatchObject({ changed: 48 });
    const afterEdit = { PM10: await shown('PM10'), PM25: await shown('PM25') };

    const res = await restore('officer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: 8, unchanged: 0 });
    for (const p of ['PM10', 'PM25'] as const) {
      const now = await shown(p);
      // 04:00–07:00 as received (PM10's failed 05:00 invalid again with its code), the rest as edited.
      expect(now.slice(4, 8)).toEqual(asReceived[p].slice(4, 8));
      expect([...now.slice(0, 4), ...now.slice(8)]).toEqual([
        ...afterEdit[p].slice(0, 4),
        ...afterEdit[p].slice(8),
      ]);
    }
    const [logged] = await activities(ctx.db.kysely, 'qaqc_restore');
    expect(logged).toMatchObject({ username: 'officer', entityId: res.json().changeSet });

    const back = await post(`/api2/qaqc/change-sets/${res.json().changeSet}/revert`, 'officer', {
      reason: 'Restored the wrong hours',
    });
    expect(back.statusCode).toBe(200);
    expect(await shown('PM10')).toEqual(afterEdit.PM10);
    expect(await shown('PM25')).toEqual(afterEdit['PM25']);
  });

  it('refuses a period inside an approved range, in English and Malay, and changes nothing', async () => {
    const range = { stationId: 'CA03R', parameterCode: 'PM25', from: DAY, to: NEXT_DAY };
    expect((await post('/api2/qaqc/reviews', 'officer', range)).statusCode).toBe(200);
    expect((await post('/api2/qaqc/approvals', 'approver', range)).statusCode).toBe(200);
    const before = await shown('PM10');

    const res = await restore('officer');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QAQC_LOCKED');
    const ms = await ctx.app.inject({
      method: 'POST',
      url: '/api2/qaqc/restores',
      headers: { ...headers.officer, 'accept-language': 'ms' },
      payload: {
        stationId: 'CA03R',
        parameterCodes: ['PM25'],
        from: FROM,
        to: TO,
        reason: 'Again',
      },
    });
    expect(ms.json().message).toMatch(/^Data ini telah diluluskan dan dikunci/);
    expect(await shown('PM10')).toEqual(before);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await restore('officer', { from: TO, to: FROM });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('refuses an officer of another module', async () => {
    headers.river = await signedIn(ctx, 'river', ['View Flag Details CRWQM', 'Update Flag CRWQM']);
    const res = await restore('river', { parameterCodes: ['PM10'] });
    expect(res.statusCode).toBe(403);
  });
});
