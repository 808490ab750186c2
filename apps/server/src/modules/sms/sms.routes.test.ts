import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addApprovedRange } from '../../test/approvals.js';
import { countRows } from '../../test/count-rows.js';
import { addStation } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, signedIn } from '../../test/users.js';

const KEY = 'gw_test_key_0123456789abcdefghijkl';
// The test clock's now is 2026-01-15 08:00 in Kuala Lumpur; messages carry earlier local times.
const ctx = useTestApp(['auth', 'kpi', 'sms'], { smsGatewayKey: KEY });
const call = apiCaller(ctx);
let officer: Record<string, string>;
let viewer: Record<string, string>;
const send = (text: string, options: { key?: string | null; lang?: string; from?: string } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api2/ingest/sms',
    headers: {
      ...(options.key === null ? {} : { authorization: `Gateway ${options.key ?? KEY}` }),
      'accept-language': options.lang ?? 'en-US',
    },
    payload: { from: options.from ?? '+60123456789', text },
  });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await addStation(db, 'CA01R', ['PM10', 'PM25', 'CO']);
  officer = await signedIn(ctx, 'sms.officer', ['SMS Poll Table']);
  viewer = await signedIn(ctx, 'viewer', ['Raw Data']);
});

describe('SMS ingestion: gateway key, stored messages and failures', () => {
  it('refuses a missing or wrong gateway key with 401 and stores nothing', async () => {
    for (const key of [null, 'gw_wrong_key_0123456789abcdefghijkl']) {
      const res = await send('EQMP CA01R 202601150705 PM10=45', { key });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('GATEWAY_KEY_INVALID');
    }
    expect(await countRows(ctx.db.kysely, 'smsMessage')).toBe(0);
  });

  it('stores a good message and its readings with source sms, at the local time it names', async () => {
    const res = await send('EQMP CA01R 202601150705 PM10=45.2 PM25=30.1 CO=NA F=M', {
      from: '+60111111111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'parsed',
      readings: 3,
      stationId: 'CA01R',
      sender: '+60111111111',
      error: null,
      errorCode: null,
    });
    const rows = await ctx.db.kysely
      .selectFrom('reading')
      .select(['parameterCode', 'ts', 'value', 'source', 'loggerFlag', 'autoValidity'])
      .where('stationId', '=', 'CA01R')
      .orderBy('parameterCode')
      .execute();
    expect(
      rows.map((r) => [r.parameterCode, r.value, r.source, r.loggerFlag, r.autoValidity]),
    ).toEqual([
      ['CO', null, 'sms', 'M', -99],
      ['PM10', 45.2, 'sms', 'M', -99],
      ['PM25', 30.1, 'sms', 'M', -99],
    ]);
    expect(rows[0]!.ts.toISOString()).toBe('2026-01-14T23:05:00.000Z');
    // A resend of the same message stores nothing new but is still parsed.
    expect(
      (await send('EQMP CA01R 202601150705 PM10=45.2 PM25=30.1 CO=NA F=M')).json(),
    ).toMatchObject({ status: 'parsed', readings: 3 });
  });

  it.each([
    [
      'Hello, call me back',
      'NOT_EQMP',
      'Not an EQMP message: it must start with EQMP (it starts with "HELLO,").',
    ],
    ['EQMP', 'NO_STATION', 'No valid station ID after EQMP (found "").'],
    [
      'EQMP CA01R 2026011507 PM10=45',
      'BAD_TIME',
      '"2026011507" is not a local time of the form YYYYMMDDhhmm.',
    ],
    [
      'EQMP CA01R 202601150705 PM10=high',
      'BAD_PAIR',
      '"PM10=HIGH" is not a PARAMETER=value pair with a number or NA, or repeats a parameter.',
    ],
    [
      'EQMP CA01R 202601150705 PM10=4 F=Q',
      'BAD_FLAG',
      '"F=Q" is not a known logger flag (C, A, Z, M, F or P), or the flag is given twice.',
    ],
    ['EQMP CA01R 202601150705', 'NO_VALUES', 'The message has no values.'],
    [
      'EQMP XX99Z 202601150705 PM10=4',
      'UNKNOWN_STATION',
      'Station XX99Z does not exist or is not active. Fix the station, then re-parse.',
    ],
    [
      'EQMP CA01R 202601150705 SO2=0.01',
      'REJECTED',
      'No reading was accepted: This station does not measure SO2.',
    ],
    [
      'EQMP CA01R 202601151000 PM10=4',
      'REJECTED',
      'No reading was accepted: The time is more than 10 minutes in the future: check the logger clock.',
    ],
  ])('keeps %j as failed with %s', async (text, code, message) => {
    const res = await send(text);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      errorCode: code,
      error: message,
      readings: 0,
      body: text,
    });
    const stored = await ctx.db.kysely
      .selectFrom('smsMessage')
      .select(['status', 'error'])
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'failed', error: `${code}: ${message}` });
  });
});

describe('SMS ingestion: re-parsing and the SMS poll table', () => {
  it('parses a message when some values are accepted, and words failures in Malay when asked', async () => {
    expect((await send('EQMP CA01R 202601150710 PM10=44 SO2=0.01')).json()).toMatchObject({
      status: 'parsed',
      readings: 1,
    });
    expect((await send('EQMP CA01R 202601150705', { lang: 'ms-MY' })).json().error).toBe(
      'Mesej tidak mempunyai sebarang nilai.',
    );
  });

  it('turns a failed message into a parsed one when re-parsed after its station is created, and audits it', async () => {
    const failed = (await send('EQMP CA02N 202601150600 PM10=30 PM25=NA')).json();
    expect(failed).toMatchObject({
      status: 'failed',
      errorCode: 'UNKNOWN_STATION',
      stationId: 'CA02N',
    });
    await addStation(ctx.db.kysely, 'CA02N', ['PM10', 'PM25']);

    const res = await call('POST', `/api2/polling/sms/${failed.id}/reparse`, officer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: failed.id,
      status: 'parsed',
      readings: 2,
      error: null,
      stationId: 'CA02N',
    });
    const sources = await ctx.db.kysely
      .selectFrom('reading')
      .select('source')
      .where('stationId', '=', 'CA02N')
      .execute();
    expect(sources).toEqual([{ source: 'sms' }, { source: 'sms' }]);
    const audit = await ctx.db.kysely
      .selectFrom('activityLog')
      .selectAll()
      .where('entity', '=', 'sms_message')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'reparse',
      username: 'sms.officer',
      entityId: String(failed.id),
      before: { status: 'failed' },
      after: { status: 'parsed', readings: 2 },
    });
  });

  it('lists messages newest first, by status and search', async () => {
    const all = await call('GET', '/api2/polling/sms?pageSize=100', officer);
    expect(all.statusCode).toBe(200);
    const ids = all.json().items.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const failed = await call('GET', '/api2/polling/sms?status=failed&search=xx99z', officer);
    expect(failed.json()).toMatchObject({
      total: 1,
      items: [{ errorCode: 'UNKNOWN_STATION', body: 'EQMP XX99Z 202601150705 PM10=4' }],
    });
    const parsed = await call('GET', '/api2/polling/sms?status=parsed&search=%2B60111', officer);
    expect(parsed.json().total).toBe(1);
  });
});

describe('SMS ingestion: approved data, roles and the OpenAPI document', () => {
  it('never rewrites approved data: a message whose values fall in an approved range is failed with the lock as its reason', async () => {
    const db = ctx.db.kysely;
    await addApprovedRange(db, {
      username: 'sms.approver',
      stationId: 'CA01R',
      from: '2026-01-13T16:00:00Z',
      to: '2026-01-14T16:00:00Z',
      at: '2026-01-15T00:00:00Z',
    });
    const res = await send('EQMP CA01R 202601141000 PM10=99');
    expect(res.json()).toMatchObject({ status: 'failed', readings: 0 });
    expect(res.json().error).toContain('approved (level 3) and locked');
    const stored = await db
      .selectFrom('reading')
      .select('value')
      .where('stationId', '=', 'CA01R')
      .where('ts', '=', new Date('2026-01-14T02:00:00Z'))
      .execute();
    expect(stored).toEqual([]);
  });

  it('lets only the SMS Poll Table role list and re-parse', async () => {
    expect((await call('GET', '/api2/polling/sms', viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api2/polling/sms/1/reparse', viewer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api2/polling/sms' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api2/polling/sms/999999/reparse', officer)).statusCode).toBe(404);
  });

  it('documents the webhook, the table and the KPI reports in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api2/ingest/sms',
        '/api2/polling/sms',
        '/api2/polling/sms/{id}/reparse',
        '/api2/kpi/system',
        '/api2/kpi/data',
        '/api2/kpi/states',
      ]),
    );
  });
});
