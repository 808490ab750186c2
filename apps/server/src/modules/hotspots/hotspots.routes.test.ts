import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, signedIn } from '../../test/users.js';
import { multipartFile, PNG } from '../inventory/inventory.fixtures.js';

// FIRMS columns; Shah Alam (Selangor), Kuantan (Pahang), Riau (Sumatra, outside Malaysia), then bad rows.
const FIRMS = [
  'latitude,longitude,bright_ti4,scan,track,acq_date,acq_time,satellite,instrument,confidence,version,bright_ti5,frp,daynight',
  '3.0700,101.5200,330.1,0.4,0.4,2026-01-10,0542,N,VIIRS,h,2.0NRT,290.1,12.5,D',
  '3.8100,103.3300,320.4,0.4,0.4,2026-01-10,1730,N,VIIRS,n,2.0NRT,288.0,4.0,N',
  '0.5000,101.4000,340.0,0.4,0.4,2026-01-10,0542,N,VIIRS,l,2.0NRT,291.0,30.2,D',
  '95.0,101.5,330,0.4,0.4,2026-01-10,0542,N,VIIRS,h,2.0NRT,290,1,D',
  '3.1,101.6,330,0.4,0.4,10/01/2026,0542,N,VIIRS,h,2.0NRT,290,1,D',
].join('\n');

describe('hotspot import and report', () => {
  const ctx = useTestApp(['auth', 'hotspots', 'reports']);
  const call = apiCaller(ctx);
  let officer: Record<string, string>;
  let reader: Record<string, string>;
  let airReader: Record<string, string>;

  const upload = (
    csv: Buffer | string,
    name = 'firms_viirs.csv',
    type = 'text/csv',
    headers = officer,
  ) => {
    const body = multipartFile(Buffer.from(csv), name, type);
    return ctx.app.inject({
      method: 'POST',
      url: '/api2/hotspots/import',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db
      .insertInto('state')
      .values([
        { code: 'MY-10', name: 'Selangor' },
        { code: 'MY-06', name: 'Pahang' },
      ])
      .execute();
    officer = await signedIn(ctx, 'hotspot.officer', ['Report CAQM', 'Upload Hotspot CAQM']);
    reader = await signedIn(ctx, 'river.only', ['Report CRWQM']);
    airReader = await signedIn(ctx, 'air.reader', ['Report CAQM']);
  });

  it('keeps the good rows, places them in states and reports each bad row by line', async () => {
    const res = await upload(FIRMS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rowsTotal: 5, imported: 3, duplicates: 0, rejected: 2 });
    expect(body.problems).toEqual([
      { line: 5, field: 'latitude', message: 'Latitude is missing or not between -90 and 90.' },
      { line: 6, field: 'acq_date', message: 'The date is missing or not in the form YYYY-MM-DD.' },
    ]);
    const stored = await ctx.db.kysely
      .selectFrom('hotspot')
      .leftJoin('state', 'state.id', 'hotspot.stateId')
      .select(['state.name', 'hotspot.confidence', 'hotspot.observedAt'])
      .orderBy('hotspot.id')
      .execute();
    expect(stored.map((h) => [h.name, h.confidence])).toEqual([
      ['Selangor', 'high'],
      ['Pahang', 'nominal'],
      [null, 'low'],
    ]);
    expect(stored[0]!.observedAt.toISOString()).toBe('2026-01-10T05:42:00.000Z');
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['action', 'entity'])
      .where('entity', '=', 'hotspot_import')
      .execute();
    expect(log).toEqual([{ action: 'import', entity: 'hotspot_import' }]);
  });

  it('counts a second import of the same detections as duplicates', async () => {
    const body = (await upload(FIRMS)).json();
    expect(body).toMatchObject({ imported: 0, duplicates: 3, rejected: 2 });
  });

  it('refuses a file that is not CSV text or lacks the required columns', async () => {
    expect((await upload(PNG, 'hotspots.csv')).statusCode).toBe(415);
    const res = await upload('lat,brightness\n3.1,330\n');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The file lacks the columns: longitude, date.');
  });

  it('refuses an import by a user without an air Upload Hotspot role, a reader of the air report too', async () => {
    expect((await upload(FIRMS, 'x.csv', 'text/csv', reader)).statusCode).toBe(403);
    expect((await upload(FIRMS, 'x.csv', 'text/csv', airReader)).statusCode).toBe(403);
  });

  it('reports hotspots per Malaysian day and state, outside Malaysia as its own group', async () => {
    const res = await call(
      'GET',
      '/api2/reports/caqm/hotspot?from=2026-01-10&to=2026-01-11',
      airReader,
    );
    expect(res.statusCode).toBe(200);
    // 17:30 UTC on the 10th is 01:30 on the 11th in Malaysia.
    expect(res.json().rows).toEqual([
      { day: '2026-01-10', state: 'Selangor', hotspots: 1, high: 1, maxFrp: 12.5 },
      { day: '2026-01-10', state: 'Outside Malaysia', hotspots: 1, high: 0, maxFrp: 30.2 },
      { day: '2026-01-11', state: 'Pahang', hotspots: 1, high: 0, maxFrp: 4 },
    ]);
  });
});
