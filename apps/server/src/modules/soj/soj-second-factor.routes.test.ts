import { API, ROLE_NAMES, SOJ_SESSION_API, type ApiDef } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { alertRow } from '../alerts/alerts.fixtures.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

const SOJ_STATION = 'SJ01';
const FROM = '2025-01-10T00:00:00Z';
const TO = '2025-01-12T00:00:00Z';
/** Every name a request uses for stations, all naming the SOJ station. */
const QUERY = `stationId=${SOJ_STATION}&station=${SOJ_STATION}&stations=${SOJ_STATION}&stationIds=${SOJ_STATION}&from=${FROM}&to=${TO}`;
const SOJ_ROUTES = new Set(SOJ_SESSION_API);

const ctx = useTestApp('every');
let noSession: Record<string, string>;
let withSession: Record<string, string>;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await seedSojFixture(db);
  await db
    .insertInto('stationParameter')
    .values({ stationId: SOJ_STATION, parameterCode: 'TEMP' })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await db
    .insertInto('reading')
    .values({
      stationId: SOJ_STATION,
      parameterCode: 'TEMP',
      ts: new Date('2025-01-11T00:00:00Z'),
      value: 29.5,
      loggerFlag: null,
      source: 'manual',
      receivedAt: new Date('2025-01-11T01:00:00Z'),
      autoFlag: 1,
      autoChecks: '{}',
      autoValidity: 1,
      autoNullReason: null,
    })
    .execute();
  await db
    .insertInto('alert')
    .values(
      alertRow({
        episodeKey: 'soj-test-episode',
        kind: 'exceedance',
        module: 'SOJ',
        stationId: SOJ_STATION,
        stateId: null,
        parameterCode: 'TEMP',
        opened: '2026-01-15T00:00:00Z',
        value: 40,
        limitValue: 30,
        unit: '°C',
        standardVersion: null,
      }),
    )
    .execute();
  noSession = await signedIn(ctx, 'every.role', [...ROLE_NAMES]);
  withSession = await sojHeaders(ctx.app, ctx.mailer, 'every.role');
});

/**
 * The Straits of Johor's second identification is decided by what a request touches: a caller
 * holding every role (SOJ roles included) but no SOJ session can neither read nor change an SOJ
 * value through any route, and sees no SOJ alert in lists, Home or the badge.
 */
describe('the SOJ session guards every SOJ value, whatever the route', () => {
  it('refuses the raw data and QA/QC values of an SOJ station without the session, and serves them with it', async () => {
    const raw = `/api2/polling/raw?stationId=${SOJ_STATION}&from=${FROM}&to=${TO}`;
    const refused = await ctx.app.inject({ method: 'GET', url: raw, headers: noSession });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('SOJ_SESSION_MISSING');
    const served = await ctx.app.inject({ method: 'GET', url: raw, headers: withSession });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('29.5');

    const values = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/values?stationId=${SOJ_STATION}&parameterCode=TEMP&from=${FROM}&to=${TO}`,
      headers: noSession,
    });
    expect(values.statusCode).toBe(403);
  });

  it('refuses a QA/QC edit of an SOJ value without the session, and the value stays', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/qaqc/edits',
      headers: noSession,
      payload: {
        stationId: SOJ_STATION,
        parameterCodes: ['TEMP'],
        timestamps: ['2025-01-11T00:00:00Z'],
        edit: { value: 99 },
        reason: 'probe',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SOJ_SESSION_MISSING');
    const changes = await ctx.db.kysely
      .selectFrom('readingChange')
      .select('id')
      .where('stationId', '=', SOJ_STATION)
      .execute();
    expect(changes).toEqual([]);
  });

  it('leaves SOJ alerts out of Home and the alert badge without the session', async () => {
    for (const url of ['/api2/home', '/api2/alerts/badge']) {
      const without = await ctx.app.inject({ method: 'GET', url, headers: noSession });
      expect(without.statusCode).toBe(200);
      expect(without.body).not.toContain('"SOJ"');
      expect(without.body).not.toContain(SOJ_STATION);
    }
  });

  it('answers no route with an SOJ value when it names the SOJ station and no session is open', async () => {
    const routes = Object.entries(API as Readonly<Record<string, ApiDef>>).filter(
      ([name, def]) => def.access !== 'public' && !SOJ_ROUTES.has(name) && name !== 'logout',
    );
    const leaks: string[] = [];
    for (const [name, def] of routes) {
      const path = def.url.replace(/:[A-Za-z]\w*/g, SOJ_STATION).replace('*', 'x');
      const res = await ctx.app.inject({
        method: def.method,
        url: `${path}?${QUERY}`,
        headers: noSession,
        ...(def.method === 'GET'
          ? {}
          : {
              payload: {
                stationId: SOJ_STATION,
                stations: [SOJ_STATION],
                stationIds: [SOJ_STATION],
                parameterCodes: ['TEMP'],
                timestamps: ['2025-01-11T00:00:00Z'],
                edit: { value: 99 },
                reason: 'probe',
              },
            }),
      });
      if (res.statusCode < 300 && res.body.includes('29.5')) leaks.push(`${name} read`);
    }
    expect(leaks).toEqual([]);
    const changed = await ctx.db.kysely
      .selectFrom('readingChange')
      .select('id')
      .where('stationId', '=', SOJ_STATION)
      .execute();
    expect(changed).toEqual([]);
  });
});
