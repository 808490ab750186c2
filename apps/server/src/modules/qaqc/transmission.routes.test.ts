import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { hourlyStation, insertReadings } from './qaqc.fixtures.js';

// CA01T reports PM10 hourly from 00:00 to 05:00 on 10 January 2026 (Kuala Lumpur), then nothing;
// CA02T reports nothing at all. The period asked is 00:00 to 08:00.
const FROM = '2026-01-10T00:00:00+08:00';
const TO = '2026-01-10T08:00:00+08:00';

describe('data transmission record', () => {
  const ctx = useTestApp(['auth', 'qaqc']);
  const h: Record<string, Record<string, string>> = {};
  const url = (module = 'CAQM') =>
    `/api2/qaqc/transmission?module=${module}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db
      .insertInto('station')
      .values([hourlyStation('CA01T', 'CAQM'), hourlyStation('CA02T', 'CAQM')])
      .execute();
    await insertReadings(db, 'CA01T', 'PM10', FROM, [30, 31, 32, 33, 34, 35]);
    Object.assign(
      h,
      await signedInAll(ctx, {
        reporter: ['View QA/QC Report CAQM'],
        viewer: ['View Flag Details CAQM'],
      }),
    );
  });

  it('lists per station the periods without data, their length and null-reason code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: url(), headers: h.reporter });
    expect(res.statusCode).toBe(200);
    expect(res.json().stations).toEqual([
      {
        stationId: 'CA01T',
        stationName: 'Station CA01T',
        gaps: [
          {
            from: '2026-01-09T22:00:00.000Z',
            to: '2026-01-10T00:00:00.000Z',
            durationMs: 2 * 3_600_000,
            duration: { unit: 'hours', value: 2 },
            nullReason: null,
          },
        ],
      },
      {
        stationId: 'CA02T',
        stationName: 'Station CA02T',
        gaps: [
          {
            from: '2026-01-09T16:00:00.000Z',
            to: '2026-01-10T00:00:00.000Z',
            durationMs: 8 * 3_600_000,
            duration: { unit: 'hours', value: 8 },
            nullReason: null,
          },
        ],
      },
    ]);
  });

  it('is refused without View QA/QC Report of the module, and for a bad period', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: url(), headers: h.viewer })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: url('CRWQM'), headers: h.reporter })).statusCode,
    ).toBe(403);
    const backwards = `/api2/qaqc/transmission?module=CAQM&from=${encodeURIComponent(TO)}&to=${encodeURIComponent(FROM)}`;
    const bad = await ctx.app.inject({ method: 'GET', url: backwards, headers: h.reporter });
    expect(bad.statusCode).toBe(400);
  });
});
