import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { addHourlyStation, insertReadings } from '../qaqc/qaqc.fixtures.js';
import { maintenanceForm } from './records.fixtures.js';

/** Manual air (MAQM) keeps maintenance and calibration records like the continuous modules (spec §2 air report pages). */
describe('manual air maintenance and calibration records', () => {
  const ctx = useTestApp(['auth', 'records']);
  const h: Record<string, Record<string, string>> = {};
  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: h[who], ...(payload ? { payload } : {}) });
  const form = maintenanceForm('2026-01-11T09:00:00', '2026-01-11T10:00:00', {
    stationId: 'MA01R',
  });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'MA01R', 'MAQM', ['PM10'], { expectedIntervalMinutes: null });
    await insertReadings(db, 'MA01R', 'PM10', '2026-01-11T08:00:00+08:00', [40, 41, 42, 43]);
    Object.assign(
      h,
      await signedInAll(ctx, {
        tech: ['View Maintenance Record MAQM', 'Upload Maintenance Record MAQM'],
        viewer: ['View Maintenance Record MAQM'],
        continuous: ['View Maintenance Record CAQM', 'Upload Maintenance Record CAQM'],
      }),
    );
  });

  it('lets Upload Maintenance Record MAQM record a window, and refuses the view role and another module', async () => {
    expect((await call('POST', '/api2/records/maintenance', 'viewer', form)).statusCode).toBe(403);
    expect((await call('POST', '/api2/records/maintenance', 'continuous', form)).statusCode).toBe(
      403,
    );
    const res = await call('POST', '/api2/records/maintenance', 'tech', form);
    expect(res.statusCode).toBe(200);
    const marked = await ctx.db.kysely
      .selectFrom('readingState')
      .select(['validity', 'nullReason'])
      .where('stationId', '=', 'MA01R')
      .execute();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.every((m) => m.nullReason === 'BA')).toBe(true);
  });

  it('lists them to the view role of MAQM only', async () => {
    const list = await call('GET', '/api2/records/maintenance?module=MAQM', 'viewer');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('MA01R');
    expect(
      (await call('GET', '/api2/records/maintenance?module=MAQM', 'continuous')).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api2/records/calibration?module=MAQM', 'viewer')).statusCode).toBe(
      403,
    );
  });
});
