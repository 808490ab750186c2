import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { statementCounter } from '../../test/statement-counter.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';
import { createHotspotsService, HOTSPOT_MAX_ROWS } from './hotspots.service.js';

const HEADER = 'latitude,longitude,acq_date,acq_time,satellite,instrument,confidence,frp';

/**
 * `rows` FIRMS rows: every tenth has a latitude out of range, the others are distinct detections
 * in Selangor (around Shah Alam) and, every fourth, in Sumatra (outside Malaysia).
 */
function firmsFile(rows: number, day = '2026-01-10'): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const outside = i % 4 === 0;
    const latitude = i % 10 === 9 ? 95 : (outside ? 0.5 : 3.05) + (i % 1000) * 0.00001;
    const longitude = (outside ? 101.4 : 101.5) + Math.floor(i / 1000) * 0.0001;
    const time = String((i % 24) * 100 + (i % 60)).padStart(4, '0');
    lines.push(`${latitude.toFixed(5)},${longitude.toFixed(4)},${day},${time},N,VIIRS,n,${i % 50}`);
  }
  return lines.join('\n');
}

/**
 * A hotspot file of the largest size accepted (it once took 11.8 s and held health 5.2 s with
 * a statement per thousand rows): it is stored set-based, in a few statements, and answered with
 * every bad line counted and the first of them named.
 */
describe('a hotspot import of the largest accepted size', () => {
  const ctx = useTestApp(['auth', 'hotspots']);
  let officer: Record<string, string>;
  let officerId: string;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db.insertInto('state').values({ code: 'MY-10', name: 'Selangor' }).execute();
    officerId = await createUser(db, {
      username: 'hotspot.officer',
      roles: ['Report CAQM', 'Upload Hotspot CAQM'],
    });
    officer = bearer(await signIn(ctx.app, 'hotspot.officer'));
  });

  it(`imports ${HOTSPOT_MAX_ROWS.toLocaleString('en')} rows and answers each bad line`, async () => {
    const body = multipartFile(Buffer.from(firmsFile(HOTSPOT_MAX_ROWS)), 'firms.csv', 'text/csv');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/hotspots/import',
      payload: body.payload,
      headers: { ...officer, ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    const bad = HOTSPOT_MAX_ROWS / 10;
    expect(answer).toMatchObject({
      rowsTotal: HOTSPOT_MAX_ROWS,
      imported: HOTSPOT_MAX_ROWS - bad,
      duplicates: 0,
      rejected: bad,
    });
    // The first 500 problems are named (row 10 of the data is line 11 of the file), all counted.
    expect(answer.problems).toHaveLength(500);
    expect(answer.problems[0]).toEqual({
      line: 11,
      field: 'latitude',
      message: 'Latitude is missing or not between -90 and 90.',
    });
    expect(answer.problems[1].line).toBe(21);
    const stored = await ctx.db.kysely
      .selectFrom('hotspot')
      .select([
        (eb) => eb.fn.countAll<number>().as('all'),
        (eb) => eb.fn.count<number>('stateId').as('placed'),
      ])
      .executeTakeFirstOrThrow();
    expect(Number(stored.all)).toBe(HOTSPOT_MAX_ROWS - bad);
    // Rows 0, 4, 8, … lie in Sumatra; the rest in Selangor.
    const outside = Array.from({ length: HOTSPOT_MAX_ROWS }, (_, i) => i).filter(
      (i) => i % 10 !== 9 && i % 4 === 0,
    ).length;
    expect(Number(stored.placed)).toBe(HOTSPOT_MAX_ROWS - bad - outside);
  }, 120_000);

  it('stores a file of that size again in a handful of statements, counting every row a duplicate', async () => {
    const counter = statementCounter();
    const service = createHotspotsService({
      db: ctx.db.kysely.withPlugin(counter.plugin),
      clock: ctx.clock,
    });
    const result = await service.importCsv(
      { data: Buffer.from(firmsFile(HOTSPOT_MAX_ROWS)), fileName: 'firms.csv' },
      { userId: officerId, sessionId: '1', username: 'hotspot.officer', ticked: [] },
      '127.0.0.1',
      'en',
    );
    expect(result).toMatchObject({
      imported: 0,
      duplicates: HOTSPOT_MAX_ROWS * 0.9,
      rejected: HOTSPOT_MAX_ROWS * 0.1,
    });
    expect(counter.count).toBeLessThan(12);
  }, 120_000);
});
