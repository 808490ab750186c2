import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { jsonSenderAs, signedInAll } from '../../test/users.js';
import { insertStation } from '../inventory/inventory.fixtures.js';

type Row = Record<string, unknown>;

/** A manual result of `stationId` at `ts` (one sample), as the lab entry stores it. */
const manualReading = (stationId: string, ts: string, value: number) => ({
  stationId,
  parameterCode: 'BOD',
  ts: new Date(ts),
  value,
  loggerFlag: null,
  source: 'manual' as const,
  receivedAt: new Date(ts),
  autoFlag: 1,
  autoChecks: JSON.stringify({}),
  autoValidity: 1,
  autoNullReason: null,
});

const ctx = useTestApp(['auth', 'investigative']);
const h: Record<string, Record<string, string>> = {};
let selangor = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  selangor = (
    await db
      .insertInto('state')
      .values({ code: 'SGR', name: 'Selangor' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await insertStation(db, 'RI901', { module: 'RWIS', name: 'Sg. Langat upstream' });
  await insertStation(db, 'RI902', { module: 'RWIS', name: 'Sg. Langat downstream' });
  await insertStation(db, 'MI901', { module: 'MWIS', name: 'Port Klang jetty' });
  await db
    .insertInto('reading')
    .values([
      // Before the case started: not one of its samples.
      manualReading('RI901', '2026-01-02T10:00:00+08:00', 3),
      manualReading('RI901', '2026-01-06T10:00:00+08:00', 4),
      manualReading('RI902', '2026-01-06T10:30:00+08:00', 5),
      manualReading('RI902', '2026-01-13T10:30:00+08:00', 6),
    ])
    .execute();
  Object.assign(
    h,
    await signedInAll(ctx, {
      'rwis.entry': ['Data Entry RWIS'],
      'rwis.summary': ['Data Summary RWIS'],
      'mwis.entry': ['Data Entry MWIS'],
    }),
  );
});

const send = jsonSenderAs(ctx, h, 'rwis.entry');
const list = (query: string, who = 'rwis.entry') =>
  ctx.app.inject({
    method: 'GET',
    url: `${API.investigativeCases.url}?${query}`,
    headers: h[who],
  });
const langat = () => ({
  stateId: selangor,
  caseTitle: 'Fish kill at Sg. Langat',
  caseStartDate: '05/01/2026',
  year: 2026,
  stationIds: ['RI901', 'RI902'],
});

describe('investigative cases API: registering and refusing cases', () => {
  it('registers a case with its §3 fields and stations, audited, and lists it with its samples since it started', async () => {
    const res = await send('POST', API.investigativeCreateCase.url, {
      module: 'RWIS',
      id: 'rwis-2026-07',
      case: langat(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'RWIS-2026-07' });

    const found = await list('module=RWIS&year=2026', 'rwis.summary');
    expect(found.statusCode).toBe(200);
    const body = found.json();
    expect(body.years).toEqual([2026]);
    expect(body.stations.map((s: Row) => s.id)).toEqual(['RI901', 'RI902']);
    expect(body.items).toEqual([
      expect.objectContaining({
        id: 'RWIS-2026-07',
        module: 'RWIS',
        stateId: selangor,
        caseTitle: 'Fish kill at Sg. Langat',
        caseStartDate: '2026-01-05',
        year: 2026,
        stations: [
          { id: 'RI901', name: 'Sg. Langat upstream' },
          { id: 'RI902', name: 'Sg. Langat downstream' },
        ],
        // 6 and 13 January; the 2 January result came before the case.
        samples: 3,
        lastSampleAt: '2026-01-13T02:30:00.000Z',
      }),
    ]);
    expect((await list('module=RWIS&year=2025')).json().items).toEqual([]);
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['action', 'entityId', 'username'])
      .where('entity', '=', 'investigative_case')
      .execute();
    expect(log).toEqual([{ action: 'create', entityId: 'RWIS-2026-07', username: 'rwis.entry' }]);
  });

  it('refuses a report ID in use, in the caller’s language, and writes nothing', async () => {
    const res = await send(
      'POST',
      API.investigativeCreateCase.url,
      { module: 'RWIS', id: 'RWIS-2026-07', case: { ...langat(), caseTitle: 'Another' } },
      'rwis.entry',
      'ms',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CASE_ID_TAKEN',
      message: 'Kes dengan ID laporan ini sudah wujud: pilih ID laporan yang lain.',
    });
    const [only] = (await list('module=RWIS')).json().items as Row[];
    expect(only!.caseTitle).toBe('Fish kill at Sg. Langat');
  });

  it.each([
    [{ caseStartDate: '2026-01-05' }, 400, 'INCORRECT_DATE_FORMAT', undefined],
    [{ caseStartDate: '30/02/2026' }, 400, 'INVALID_DATE', undefined],
    [
      { year: 2025 },
      400,
      'VALIDATION_FAILED',
      'The year cannot be before the year the case starts.',
    ],
    [
      { stationIds: ['RI901', 'MI901'] },
      400,
      'REFERENCE_INVALID',
      'MI901 is not a station of RWIS.',
    ],
    [{ stationIds: [] }, 400, 'VALIDATION_FAILED', undefined],
    [{ stateId: 9999 }, 400, 'REFERENCE_INVALID', 'This state does not exist.'],
  ])('refuses the case %j with %i %s', async (change, status, code, message) => {
    const res = await send('POST', API.investigativeCreateCase.url, {
      module: 'RWIS',
      id: 'RWIS-2026-99',
      case: { ...langat(), ...change },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    if (message) expect(res.json().message).toBe(message);
  });
});

describe('investigative cases API: changes and access', () => {
  it('refuses a report ID that is not capitals, digits and hyphens', async () => {
    const res = await send('POST', API.investigativeCreateCase.url, {
      module: 'RWIS',
      id: 'case 1!',
      case: langat(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('changes a case’s title, start date and stations, the report ID staying, audited before and after', async () => {
    const res = await send('PUT', `/api2/investigative/cases/RWIS-2026-07`, {
      ...langat(),
      caseTitle: 'Fish kill at Sg. Langat, follow-up',
      caseStartDate: '10/01/2026',
      stationIds: ['RI902'],
    });
    expect(res.statusCode).toBe(200);
    const [item] = (await list('module=RWIS')).json().items as Row[];
    expect(item).toMatchObject({
      id: 'RWIS-2026-07',
      caseTitle: 'Fish kill at Sg. Langat, follow-up',
      caseStartDate: '2026-01-10',
      stations: [{ id: 'RI902', name: 'Sg. Langat downstream' }],
      samples: 1,
    });
    const update = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['before', 'after'])
      .where('entity', '=', 'investigative_case')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
    expect(parse(update.before)).toMatchObject({
      caseStartDate: '2026-01-05',
      stations: ['RI901', 'RI902'],
    });
    expect(parse(update.after)).toMatchObject({ caseStartDate: '2026-01-10', stations: ['RI902'] });
    const missing = await send('PUT', `/api2/investigative/cases/RWIS-2030-01`, langat());
    expect(missing.statusCode).toBe(404);
  });

  it('lets the summary role read but not write, and keeps each module’s officers to their own cases', async () => {
    const write = await send(
      'POST',
      API.investigativeCreateCase.url,
      { module: 'RWIS', id: 'RWIS-2026-08', case: langat() },
      'rwis.summary',
    );
    expect(write.statusCode).toBe(403);
    expect((await list('module=RWIS', 'mwis.entry')).statusCode).toBe(403);
    const edit = await send(
      'PUT',
      `/api2/investigative/cases/RWIS-2026-07`,
      langat(),
      'mwis.entry',
    );
    expect(edit.statusCode).toBe(403);
    const own = await send(
      'POST',
      API.investigativeCreateCase.url,
      {
        module: 'MWIS',
        id: 'MWIS-2026-01',
        case: { ...langat(), stationIds: ['MI901'] },
      },
      'mwis.entry',
    );
    expect(own.statusCode).toBe(200);
    expect((await list('module=MWIS', 'mwis.entry')).json().items).toHaveLength(1);
  });
});
