import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { activities, addHourlyStation, insertReadings } from './qaqc.fixtures.js';

// 10 January 2026 in Kuala Lumpur: 24 hourly PM10 values of 30 and a spike of 300 at 12:00.
const DAY = '2026-01-10T00:00:00+08:00';
const NEXT_DAY = '2026-01-11T00:00:00+08:00';
const SPIKE = '2026-01-10T04:00:00.000Z';
const raw = Array.from({ length: 24 }, (_, i) => (i === 12 ? 300 : 30));

/** No click destroys data: every QA/QC officer's change set can be reverted, exactly. */
describe('reverting a change set', () => {
  const ctx = useTestApp(['auth', 'qaqc']);
  let officer: Record<string, string>;
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: officer, payload });
  const edit = (payload: object) =>
    post('/api2/qaqc/edits', { stationId: 'CA02R', parameterCodes: ['PM10'], ...payload });
  const revert = (changeSet: string, reason = 'Applied to the wrong period') =>
    post(`/api2/qaqc/change-sets/${changeSet}/revert`, { reason });
  const current = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/values?stationId=CA02R&parameterCode=PM10&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`,
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .values.map((v: { value: number | null; validity: number }) => [v.value, v.validity]);
  };

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA02R', 'CAQM', ['PM10']);
    await insertReadings(db, 'CA02R', 'PM10', DAY, raw);
    officer = await signedIn(ctx, 'officer', ['View Flag Details CAQM', 'Update Flag CAQM']);
  });

  it('takes a one-value correction and a whole-day action back to the exact values before each', async () => {
    const asReceived = await current();
    expect(asReceived[12]).toEqual([300, 1]);

    const one = await edit({ timestamps: [SPIKE], edit: { value: 45 }, reason: 'Spike corrected' });
    expect(one.json()).toMatchObject({ changed: 1 });
    const afterOne = await current();
    const whole = await edit({
      from: DAY,
      to: NEXT_DAY,
      edit: { validity: -1, nullReason: 'AL' },
      reason: 'Analyser fault all day',
    });
    expect(whole.json()).toMatchObject({ changed: 24 });

    // The correction cannot go first: the whole-day change set changed its value since.
    const early = await revert(one.json().changeSet);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('QAQC_REVERT_STALE');

    const back = await revert(whole.json().changeSet);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ changed: 24 });
    expect(await current()).toEqual(afterOne);

    expect((await revert(one.json().changeSet)).statusCode).toBe(200);
    expect(await current()).toEqual(asReceived);
    expect(await activities(ctx.db.kysely, 'qaqc_revert')).toHaveLength(2);
  });

  it('lists change sets with whether they can be reverted, and refuses an unknown one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/change-sets?module=CAQM&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`,
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    const sets = res.json<{ revertible: boolean }[]>();
    expect(sets.length).toBe(4);
    expect(sets.every((s) => s.revertible)).toBe(true);
    const unknown = await revert('6f1c2b9e-2b7a-4c1e-9d3e-0a1b2c3d4e5f');
    expect(unknown.statusCode).toBe(404);
  });
});
