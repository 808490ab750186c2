import { gunzipSync } from 'node:zlib';
import {
  API,
  OPEN_DATA_CSV_COLUMNS,
  OPEN_DATA_LICENCE,
  type OpenDataFilesResponse,
} from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { createUser, signedIn } from '../../test/users.js';
import { createPublicStationsService } from '../public-portal/index.js';
import { insertReadings } from '../qaqc/qaqc.fixtures.js';
import { writeChangeSet } from '../qaqc/index.js';
import { createOpenDataFiles, type OpenDataFiles } from './open-data-files.js';
import { getFromNewAddress, seedOpenDataNetwork, SOJ_STATION } from './open-data.test-support.js';

const FILES = '/api2/public/open-data/files';
/** 31 December 2025, 20:00 in Kuala Lumpur: eight hours reach into 2026. */
const NEW_YEAR_EVE = '2025-12-31T20:00:00+08:00';
const JUNE = '2025-06-15T10:00:00+08:00';

/** A CSV body as rows of fields (no field here holds a comma or a quote). */
const csvRows = (body: string) =>
  body
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

const ctx = useTestApp(['auth', 'openData', 'query']);
let files: OpenDataFiles;
let actor: { userId: string; username: string };
/** Each call from its own address, so the rate limit is tested on its own. */
const get = getFromNewAddress(ctx, 66);
const download = async (name: string) => {
  const res = await get(`${FILES}/${name}`);
  expect(res.statusCode, res.body).toBe(200);
  return { res, rows: csvRows(gunzipSync(res.rawPayload).toString('utf8')) };
};
const index = async () => (await get(FILES)).json<OpenDataFilesResponse>();

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedOpenDataNetwork(db, ctx.clock.now());
  await addStationParameters(db, { CA1: ['PM10', 'CO'] });
  // PM10 (0 decimals): the fourth hour (23:00, the last of 2025) fails the automatic checks.
  await insertReadings(db, 'CA1', 'PM10', NEW_YEAR_EVE, [35.4, 40.6, 38, 99, 41.5, 42, 43, 44], {
    3: { range: 4 },
  });
  await insertReadings(db, 'CA1', 'PM10', JUNE, [20.2, 21.7]);
  // CO (2 decimals).
  await insertReadings(db, 'CA1', 'CO', NEW_YEAR_EVE, [0.456, 0.5, 0.514]);
  const userId = await createUser(db, { username: 'files.officer' });
  actor = { userId, username: 'files.officer' };
  // A qualifier on the 21:00 PM10 value, and the first two hours of the eve approved.
  await db.transaction().execute((trx) =>
    writeChangeSet(trx, {
      station: { id: 'CA1', expectedIntervalMinutes: 60 },
      actor,
      reason: 'calibration drift noted',
      at: ctx.clock.now(),
      apiTables: null,
      changes: [
        {
          parameterCode: 'PM10',
          ts: new Date('2025-12-31T21:00:00+08:00'),
          kind: 'code',
          before: { value: 40.6, validity: 1, nullReason: null, qualifiers: [] },
          after: { value: 40.6, validity: 1, nullReason: null, qualifiers: ['QX'] },
        },
      ],
    }),
  );
  await db
    .insertInto('approval')
    .values({
      stationId: 'CA1',
      parameterCode: null,
      fromTs: new Date(NEW_YEAR_EVE),
      toTs: new Date('2025-12-31T21:00:00+08:00'),
      level: 3,
      userId,
      username: 'files.officer',
      note: null,
      at: ctx.clock.now(),
    })
    .execute();
  files = createOpenDataFiles({
    db,
    storage: ctx.storage,
    clock: ctx.clock,
    stations: createPublicStationsService({ db, clock: ctx.clock }),
  });
});

describe('open data bulk downloads: building, listing and serving the CSV files', () => {
  it('builds a file per public station and year and per module and year, never for SOJ', async () => {
    const { built } = await files.run();
    expect(built).toEqual(
      expect.arrayContaining([
        'CA1-2025.csv.gz',
        'CA1-2026.csv.gz',
        'CR1-2026.csv.gz',
        'MM1-2026.csv.gz',
        'network-CAQM-2025.csv.gz',
        'network-CAQM-2026.csv.gz',
        'network-CRWQM-2026.csv.gz',
        'network-MMWQM-2026.csv.gz',
      ]),
    );
    expect(built.join()).not.toContain(SOJ_STATION);
    expect(built.join()).not.toContain('SOJ');
  });

  it('lists the files with sizes, rows and the licence, on a public index', async () => {
    const res = await get(FILES);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const body = res.json<OpenDataFilesResponse>();
    const contract = API.openDataFiles.response;
    expect(contract.encode(contract.parse(body))).toEqual(body);
    expect(body.licence).toEqual(OPEN_DATA_LICENCE);
    expect(body.attribution).toContain('Department of Environment');
    expect(body.columns).toEqual([...OPEN_DATA_CSV_COLUMNS]);
    const ca = body.files.find((f) => f.name === 'CA1-2025.csv.gz')!;
    expect(ca).toMatchObject({ kind: 'station', module: 'CAQM', stationId: 'CA1', year: 2025 });
    expect(ca.sizeBytes).toBeGreaterThan(50);
    // 2025: June's two PM10 hours, the eve's three valid PM10 hours and its three CO hours.
    expect(ca.rows).toBe(2 + 3 + 3);
    expect(ca.url).toMatch(/\/api2\/public\/open-data\/files\/CA1-2025\.csv\.gz$/);
    expect(body.files.map((f) => f.name).join()).not.toContain(SOJ_STATION);
    const ms = await get(FILES, { 'accept-language': 'ms' });
    expect(ms.json<OpenDataFilesResponse>().attribution).toContain('Jabatan Alam Sekitar');
  });

  it('serves a gzipped long-format CSV: time with offset, unit, averaging, value, validity, level, codes', async () => {
    const { res, rows } = await download('CA1-2025.csv.gz');
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="CA1-2025.csv.gz"');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [header, ...data] = rows;
    expect(header).toEqual([...OPEN_DATA_CSV_COLUMNS]);
    expect(data).toContainEqual([
      'CA1',
      '2025-12-31T20:00:00+08:00',
      'PM10',
      expect.any(String),
      'PT1H',
      '35',
      '1',
      'approved',
      '',
    ]);
    expect(data).toContainEqual([
      'CA1',
      '2025-12-31T21:00:00+08:00',
      'PM10',
      expect.any(String),
      'PT1H',
      '41',
      '1',
      'provisional',
      'QX',
    ]);
    // The hour that failed its checks is not public; 2026's hours are in the next year's file.
    expect(data.some((r) => r[1] === '2025-12-31T23:00:00+08:00' && r[2] === 'PM10')).toBe(false);
    expect(data.every((r) => r[1]!.startsWith('2025-'))).toBe(true);
    const next = await download('CA1-2026.csv.gz');
    expect(next.rows.slice(1).map((r) => r[1])).toEqual([
      '2026-01-01T00:00:00+08:00',
      '2026-01-01T01:00:00+08:00',
      '2026-01-01T02:00:00+08:00',
      '2026-01-01T03:00:00+08:00',
    ]);
    // The network file holds every public CAQM station's year.
    const network = await download('network-CAQM-2025.csv.gz');
    expect(network.rows.slice(1)).toEqual(data);
  });
});

describe('open data bulk downloads: the query report, caching, rebuilding and dropping', () => {
  it('equals the query report of the same station, year and level', async () => {
    const auth = await signedIn(ctx, 'files.query', ['Query Options CAQM']);
    for (const year of [2025, 2026]) {
      const report = await ctx.app.inject({
        method: 'GET',
        url: `/api2/query/caqm/report?from=${year}-01-01&to=${year}-12-31&stations=CA1&interval=hour&level=validated`,
        headers: auth,
      });
      expect(report.statusCode, report.body).toBe(200);
      const body = report.json<{
        level: string;
        rows: { bucket: string; parameterCode: string; avg: number }[];
      }>();
      expect(body.level).toBe('validated');
      const fromReport = body.rows.map((r) => `${r.bucket}|${r.parameterCode}|${r.avg}`).sort();
      const { rows } = await download(`CA1-${year}.csv.gz`);
      const fromFile = rows
        .slice(1)
        .map((r) => `${r[1]!.slice(0, 10)} ${r[1]!.slice(11, 16)}|${r[2]}|${Number(r[5])}`)
        .sort();
      expect(fromReport.length).toBeGreaterThan(0);
      expect(fromFile).toEqual(fromReport);
    }
  });

  it('answers 304 to a client that holds the file (ETag or date), 404 to an unknown name', async () => {
    const { res } = await download('CA1-2025.csv.gz');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const cached = await get(`${FILES}/CA1-2025.csv.gz`, { 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    const dated = await get(`${FILES}/CA1-2025.csv.gz`, {
      'if-modified-since': String(res.headers['last-modified']),
    });
    expect(dated.statusCode).toBe(304);
    expect((await get(`${FILES}/XX9-2025.csv.gz`)).statusCode).toBe(404);
    expect((await get(`${FILES}/${SOJ_STATION}-2026.csv.gz`)).statusCode).toBe(404);
    expect((await get(`${FILES}/..%2Fsecret`)).statusCode).toBe(400);
  });

  it('builds again only the years whose data changed: a correction rebuilds its year at once', async () => {
    expect((await files.run()).built).toEqual([]);
    const before = String((await get(`${FILES}/CA1-2025.csv.gz`)).headers.etag);
    await ctx.db.kysely.transaction().execute((trx) =>
      writeChangeSet(trx, {
        station: { id: 'CA1', expectedIntervalMinutes: 60 },
        actor,
        reason: 'typing error',
        at: ctx.clock.now(),
        apiTables: null,
        changes: [
          {
            parameterCode: 'PM10',
            ts: new Date(JUNE),
            kind: 'correct',
            before: { value: 20.2, validity: 1, nullReason: null, qualifiers: [] },
            after: { value: 25, validity: 1, nullReason: null, qualifiers: [] },
          },
        ],
      }),
    );
    const { built } = await files.run();
    expect(built.sort()).toEqual(['CA1-2025.csv.gz', 'network-CAQM-2025.csv.gz']);
    const after = await download('CA1-2025.csv.gz');
    expect(String(after.res.headers.etag)).not.toBe(before);
    expect(after.rows).toContainEqual(expect.arrayContaining(['2025-06-15T10:00:00+08:00', '25']));
    // A stale If-None-Match gets the new file.
    expect((await get(`${FILES}/CA1-2025.csv.gz`, { 'if-none-match': before })).statusCode).toBe(
      200,
    );
  });

  it('drops the files of a station that is no longer public', async () => {
    await ctx.db.kysely
      .updateTable('station')
      .set({ isActive: false })
      .where('id', '=', 'MM1')
      .execute();
    ctx.clock.advance(61_000);
    const { dropped } = await files.run();
    expect(dropped).toEqual(
      expect.arrayContaining(['MM1-2026.csv.gz', 'network-MMWQM-2026.csv.gz']),
    );
    expect((await index()).files.map((f) => f.name)).not.toContain('MM1-2026.csv.gz');
    expect((await get(`${FILES}/MM1-2026.csv.gz`)).statusCode).toBe(404);
  });
});
