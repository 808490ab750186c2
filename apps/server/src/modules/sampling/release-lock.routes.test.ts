import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { caller, setUpProgramme } from './sampling.fixtures.js';

// The test clock stands at 15 January 2026, 08:00 in Kuala Lumpur.
describe('lab results never land in approved data', () => {
  const ctx = useTestApp();
  let api: ReturnType<typeof caller>;
  let sampleId = 0;

  beforeAll(async () => {
    const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
    api = caller(ctx.app, headers);
    await api.post('planner', '/api2/sampling/schedules', {
      module: 'MRWQM',
      stationId: 'MR01T',
      frequency: 'monthly',
      team: 'Team A',
      startsOn: '10/01/2026',
      endsOn: '10/01/2026',
    });
    const list = await api.get('planner', '/api2/sampling/samples?module=MRWQM&pageSize=10');
    sampleId = (list.json().items as { id: number }[])[0]!.id;
    const field = await api.post('field', `/api2/sampling/samples/${sampleId}/field`, {
      date: '10/01/2026',
      time: '10:00',
      weather: 'sunny',
      readings: [{ parameterCode: 'PH', value: '7.1' }],
      dispatch: true,
    });
    expect(field.statusCode, field.body).toBe(200);
    const results = await api.put('lab', `/api2/sampling/samples/${sampleId}/results`, {
      results: [{ parameterCode: 'BOD', value: '7' }],
    });
    expect(results.statusCode, results.body).toBe(200);
  }, 60_000);

  it('refuses to release a sample whose time an approved range covers, and stores none of it', async () => {
    const db = ctx.db.kysely;
    const userId = await createUser(db, { username: 'lock.approver' });
    await db
      .insertInto('approval')
      .values({
        stationId: 'MR01T',
        parameterCode: null,
        fromTs: new Date('2026-01-01T00:00:00+08:00'),
        toTs: new Date('2026-02-01T00:00:00+08:00'),
        level: 3,
        userId,
        username: 'lock.approver',
        note: null,
        at: new Date('2026-01-14T00:00:00+08:00'),
      })
      .execute();
    const verify = await api.post('lab', `/api2/sampling/samples/${sampleId}/verify`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().code).toBe('QAQC_LOCKED');
    const stored = await db
      .selectFrom('reading')
      .select('parameterCode')
      .where('stationId', '=', 'MR01T')
      .where('parameterCode', '=', 'BOD')
      .execute();
    expect(stored).toEqual([]);
  });
});
