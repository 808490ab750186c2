import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { addHourlyStation, insertReadings } from './qaqc.fixtures.js';

const DAY = '2026-01-12T00:00:00+08:00';
const NEXT_DAY = '2026-01-13T00:00:00+08:00';
const range = { stationId: 'MA01Q', parameterCode: 'PM10', from: DAY, to: NEXT_DAY };

/**
 * Manual air's QA/QC report and level pages (spec §2 air report pages) read its sampled values;
 * its levels are decided on its data validation page, so the QA/QC level routes refuse them.
 */
describe('QA/QC pages of manual air', () => {
  const ctx = useTestApp(['auth', 'qaqc']);
  const h: Record<string, Record<string, string>> = {};
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: h[who], ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'MA01Q', 'MAQM', ['PM10'], { expectedIntervalMinutes: null });
    await insertReadings(db, 'MA01Q', 'PM10', DAY, [40, 41, 42]);
    Object.assign(
      h,
      await signedInAll(ctx, {
        officer: ['View QA/QC Report MAQM', 'View Flag Details MAQM', 'Update Flag MAQM'],
        continuous: ['View QA/QC Report CAQM', 'View Flag Details CAQM', 'Update Flag CAQM'],
      }),
    );
  });

  const reportUrl = `/api2/qaqc/report?module=MAQM&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`;
  const valuesUrl = `/api2/qaqc/values?stationId=MA01Q&parameterCode=PM10&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`;

  it("shows the report and the values to MAQM's QA/QC roles, not to another module's", async () => {
    const report = await call('officer', 'GET', reportUrl);
    expect(report.statusCode).toBe(200);
    expect(report.json().rows).toMatchObject([{ stationId: 'MA01Q', parameterCode: 'PM10' }]);
    expect((await call('officer', 'GET', valuesUrl)).statusCode).toBe(200);
    expect((await call('continuous', 'GET', reportUrl)).statusCode).toBe(403);
    expect((await call('continuous', 'GET', valuesUrl)).statusCode).toBe(403);
  });

  it('refuses reviewing and approving its samples here: they are decided on data validation', async () => {
    for (const url of ['/api2/qaqc/reviews', '/api2/qaqc/approvals']) {
      const res = await call('officer', 'POST', url, range);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('QAQC_LEVELS_ELSEWHERE');
    }
    expect((await call('continuous', 'POST', '/api2/qaqc/reviews', range)).statusCode).toBe(403);
  });
});
