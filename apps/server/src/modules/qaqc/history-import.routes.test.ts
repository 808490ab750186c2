import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { insertHourly } from '../maps/map-test-fixtures.js';
import { activities, addHourlyStation, hourlyMean } from './qaqc.fixtures.js';

// 10 January 2026 in Kuala Lumpur: 24 archived hourly means of PM10 and nothing behind them.
const DAY = '2026-01-10T00:00:00+08:00';
const NEXT_DAY = '2026-01-11T00:00:00+08:00';
const HOUR_0 = Date.parse(DAY);
const hourIso = (i: number) => new Date(HOUR_0 + i * 3_600_000).toISOString();
const archived = Array.from({ length: 24 }, (_, i) => 30 + i);

/** Imported hourly history is shown on the QA/QC page and brought into review as values. */
describe('a history import on the QA/QC pages', () => {
  const ctx = useTestApp(['auth', 'qaqc']);
  const headers: Record<string, Record<string, string>> = {};
  const period = { stationId: 'CA05M', from: DAY, to: NEXT_DAY };
  const values = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/values?stationId=CA05M&parameterCode=PM10&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`,
      headers: headers.officer,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ archivedHours: number; values: { raw: number; value: number }[] }>();
  };
  const post = (url: string, who: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: headers[who], payload });
  const importHistory = (who: string) =>
    post('/api2/qaqc/history-imports', who, { ...period, parameterCodes: ['PM10'] });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    // A logger station reporting every 5 minutes, whose archive holds one mean per hour.
    await addHourlyStation(db, 'CA05M', 'CAQM', ['PM10'], { expectedIntervalMinutes: 5 });
    await insertHourly(
      db,
      'CA05M',
      archived.map((avg, i) => ({ code: 'PM10', hour: HOUR_0 + i * 3_600_000, avg })),
    );
    headers.officer = await signedIn(ctx, 'officer', [
      'View Flag Details CAQM',
      'Update Flag CAQM',
    ]);
    headers.viewer = await signedIn(ctx, 'viewer', ['View Flag Details CAQM']);
  });

  it('shows the archived hours of a month with no values, and refuses to review what nobody could see', async () => {
    expect(await values()).toMatchObject({ archivedHours: 24, values: [] });
    const review = await post('/api2/qaqc/reviews', 'officer', {
      ...period,
      parameterCode: 'PM10',
    });
    expect(review.statusCode).toBe(409);
    expect(review.json()).toMatchObject({ code: 'QAQC_NO_VALUES' });
  });

  it('lets only a user who may update flags import the history', async () => {
    const res = await importHistory('viewer');
    expect(res.statusCode).toBe(403);
    expect((await values()).archivedHours).toBe(24);
  });

  it('makes each hourly mean one value of its hour, without moving the hourly figures, and logs it', async () => {
    const res = await importHistory('officer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 24, refused: [] });
    const after = await values();
    expect(after.archivedHours).toBe(0);
    expect(after.values.map((v) => v.raw)).toEqual(archived);
    expect(await hourlyMean(ctx.db.kysely, 'CA05M', 'PM10', hourIso(3))).toEqual({
      avg: 33,
      validity: 1,
    });
    const [logged] = await activities(ctx.db.kysely, 'import');
    expect(logged).toMatchObject({
      username: 'officer',
      entity: 'reading_history',
      entityId: 'CA05M',
    });
    // Nothing is left to import.
    expect((await importHistory('officer')).json()).toEqual({ imported: 0, refused: [] });
  });

  it('corrects an imported value as one value standing for its hour, then reviews the day', async () => {
    const edited = await post('/api2/qaqc/edits', 'officer', {
      stationId: 'CA05M',
      parameterCodes: ['PM10'],
      timestamps: [hourIso(3)],
      edit: { value: 99 },
      reason: 'Archive transcription error',
    });
    expect(edited.statusCode).toBe(200);
    const hour = await ctx.db.kysely
      .selectFrom('readingHourly')
      .select(['avg', 'capturePct', 'expectedCount'])
      .where('stationId', '=', 'CA05M')
      .where('hour', '=', new Date(hourIso(3)))
      .executeTakeFirstOrThrow();
    // Still one value expected in the hour, though the logger reports every 5 minutes.
    expect(hour).toEqual({ avg: 99, capturePct: 100, expectedCount: 1 });
    const review = await post('/api2/qaqc/reviews', 'officer', {
      ...period,
      parameterCode: 'PM10',
    });
    expect(review.statusCode).toBe(200);
  });
});
