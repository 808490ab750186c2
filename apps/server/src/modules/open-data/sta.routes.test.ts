import { API, STA_CONFORMANCE_CLASSES, HOUR_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addApprovedRange } from '../../test/approvals.js';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { hoursBefore, insertHourly } from '../maps/map-test-fixtures.js';
import { getFromNewAddress, seedOpenDataNetwork, SOJ_STATION } from './open-data.test-support.js';

interface Page {
  '@iot.count'?: number;
  '@iot.nextLink'?: string;
  value: Record<string, unknown>[];
}

const ctx = useTestApp(['openData']);
let hours: number[] = [];
/** Each call from its own address, so the rate limit is tested on its own. */
const get = getFromNewAddress(ctx, 88);
const page = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

beforeAll(async () => {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  await seedOpenDataNetwork(db, now);
  // Five hours of PM10 at CA1, the oldest two approved (level 3), one value invalid.
  hours = [5, 4, 3, 2, 1].map((h) => hoursBefore(now, h));
  await addStationParameters(db, { CA1: ['PM10'] });
  await insertHourly(
    db,
    'CA1',
    hours.map((hour, i) => ({ code: 'PM10', hour, avg: 20 + i * 10 })),
  );
  await db
    .updateTable('readingHourly')
    .set({ validity: 0 })
    .where('stationId', '=', 'CA1')
    .where('hour', '=', new Date(hours[4]!))
    .execute();
  await addApprovedRange(db, {
    username: 'sta.approver',
    stationId: 'CA1',
    from: hours[0]!,
    to: hours[2]!,
    at: now,
  });
});

describe('SensorThings API 1.1 (read only): service root, Things, Datastreams and Observations', () => {
  it('answers the service root with its entity sets and conformance', async () => {
    const res = await get('/sta/v1.1');
    expect(res.statusCode).toBe(200);
    const root = res.json<{
      value: { name: string; url: string }[];
      serverSettings: { conformance: string[] };
    }>();
    expect(root.value.map((v) => v.name)).toEqual(
      expect.arrayContaining([
        'Things',
        'Locations',
        'Datastreams',
        'ObservedProperties',
        'Sensors',
        'Observations',
      ]),
    );
    expect(root.value[0]!.url).toMatch(/^http:\/\/[^/]+\/sta\/v1\.1\/Things$/);
    expect(root.serverSettings.conformance).toEqual([...STA_CONFORMANCE_CLASSES]);
    expect(API.staRoot.response.parse(root)).toEqual(root);
  });

  it('lists the public stations as Things with links, never an SOJ station', async () => {
    const things = await page('/sta/v1.1/Things?$count=true');
    const ids = things.value.map((t) => t['@iot.id']);
    expect(ids.sort()).toEqual(['CA1', 'CA2', 'CR1', 'MM1']);
    expect(things['@iot.count']).toBe(4);
    const ca1 = things.value.find((t) => t['@iot.id'] === 'CA1')!;
    expect(ca1['@iot.selfLink']).toMatch(/\/sta\/v1\.1\/Things\('CA1'\)$/);
    expect(ca1['Datastreams@iot.navigationLink']).toMatch(/Things\('CA1'\)\/Datastreams$/);
    for (const set of [
      'Things',
      'Locations',
      'Datastreams',
      'Observations',
      'FeaturesOfInterest',
    ]) {
      const res = await get(`/sta/v1.1/${set}?$top=1000`);
      expect(res.body).not.toContain(SOJ_STATION);
    }
    expect((await get(`/sta/v1.1/Things('${SOJ_STATION}')`)).statusCode).toBe(404);
    expect((await get(`/sta/v1.1/Things('${SOJ_STATION}')/Datastreams`)).statusCode).toBe(404);
  });

  it('gives each station its Location and each station × parameter a Datastream with its unit', async () => {
    const location = await get("/sta/v1.1/Locations('CA1')");
    expect(location.json()).toMatchObject({
      encodingType: 'application/geo+json',
      location: { type: 'Point', coordinates: [101.6, 3.1] },
    });
    const streams = await page("/sta/v1.1/Things('CA1')/Datastreams");
    expect(streams.value).toHaveLength(1);
    expect(streams.value[0]).toMatchObject({
      '@iot.id': 'CA1:PM10',
      unitOfMeasurement: { symbol: expect.any(String) },
    });
    const property = await get("/sta/v1.1/Datastreams('CA1:PM10')/ObservedProperty");
    expect(property.json()).toMatchObject({ '@iot.id': 'PM10' });
    expect((await get("/sta/v1.1/Datastreams('CA1:PM10')/Sensor")).statusCode).toBe(200);
    expect((await page('/sta/v1.1/ObservedProperties')).value.length).toBeGreaterThan(0);
  });

  it('serves valid hourly Observations with validity and level in resultQuality', async () => {
    const obs = await page(
      "/sta/v1.1/Datastreams('CA1:PM10')/Observations?$orderby=phenomenonTime asc&$count=true",
    );
    // The invalid hour is not served, as in the public history download.
    expect(obs['@iot.count']).toBe(4);
    expect(obs.value.map((o) => o.result)).toEqual([20, 30, 40, 50]);
    expect(obs.value[0]).toMatchObject({
      phenomenonTime: `${new Date(hours[0]!).toISOString()}/${new Date(hours[0]! + HOUR_MS).toISOString()}`,
      resultTime: new Date(hours[0]! + HOUR_MS).toISOString(),
      resultQuality: { validity: 1, level: 'approved' },
    });
    expect(obs.value[2]!.resultQuality).toEqual({ validity: 1, level: 'provisional' });
    const one = await get(String(obs.value[0]!['@iot.selfLink']).replace(/^http:\/\/[^/]+/, ''));
    expect(one.json()).toMatchObject({ result: 20 });
  });
});

describe('SensorThings API 1.1 (read only): paging, filters, errors and caching', () => {
  it('pages with $top and $skip and an @iot.nextLink, and orders with $orderby', async () => {
    const first = await page(
      "/sta/v1.1/Datastreams('CA1:PM10')/Observations?$top=3&$orderby=result desc",
    );
    expect(first.value.map((o) => o.result)).toEqual([50, 40, 30]);
    const next = new URL(first['@iot.nextLink']!);
    expect(next.searchParams.get('$skip')).toBe('3');
    const second = await page(next.pathname + next.search);
    expect(second.value.map((o) => o.result)).toEqual([20]);
    expect(second['@iot.nextLink']).toBeUndefined();
    const things = await page('/sta/v1.1/Things?$orderby=name desc&$top=2&$select=@iot.id,name');
    expect(Object.keys(things.value[0]!).sort()).toEqual(['@iot.id', 'name']);
    expect(things['@iot.nextLink']).toBeDefined();
  });

  it('filters Observations in SQL and other sets in memory, by the same grammar', async () => {
    const url = "/sta/v1.1/Datastreams('CA1:PM10')/Observations?$filter=";
    const results = async (filter: string) =>
      (await page(url + encodeURIComponent(filter))).value.map((o) => o.result);
    expect(await results('result gt 25 and result le 40')).toEqual([30, 40]);
    expect(await results('not (result lt 50)')).toEqual([50]);
    expect(await results(`phenomenonTime ge ${new Date(hours[2]!).toISOString()}`)).toEqual([
      40, 50,
    ]);
    expect(await results(`resultTime le ${new Date(hours[1]! + HOUR_MS).toISOString()}`)).toEqual([
      20, 30,
    ]);
    expect(await results('result eq 20 or result eq 50')).toEqual([20, 50]);
    // A quote inside a literal stays inside it: no text of the request reaches the SQL.
    const injected = await get(`${url}${encodeURIComponent("result eq '1'' or 1=1 --'")}`);
    expect(injected.statusCode).toBe(400);
    const things = await page(
      `/sta/v1.1/Things?$filter=${encodeURIComponent("properties/medium eq 'river'")}`,
    );
    expect(things.value.map((t) => t['@iot.id'])).toEqual(['CR1']);
  });

  it('answers 400 for what it cannot read and 501 for what it does not serve', async () => {
    const codeOf = async (url: string) => {
      const res = await get(url);
      return [res.statusCode, res.json<{ code: string }>().code];
    };
    const refusals: [url: string, status: number, code: string][] = [
      ['/sta/v1.1/Things?$filter=name%20eq', 400, 'STA_QUERY_INVALID'],
      ['/sta/v1.1/Things?$top=many', 400, 'STA_QUERY_INVALID'],
      ['/sta/v1.1/Things?$bogus=1', 400, 'STA_QUERY_INVALID'],
      ['/sta/v1.1/Observations?$filter=foo%20eq%201', 400, 'STA_QUERY_INVALID'],
      ['/sta/v1.1/Things?$expand=Datastreams/Observations', 501, 'STA_NOT_IMPLEMENTED'],
      ['/sta/v1.1/Things?$expand=Datastreams($expand=Observations)', 501, 'STA_NOT_IMPLEMENTED'],
      ['/sta/v1.1/Things?$expand=Observations', 400, 'STA_QUERY_INVALID'],
      ['/sta/v1.1/Things?$resultFormat=dataArray', 501, 'STA_NOT_IMPLEMENTED'],
      ['/sta/v1.1/Things?$filter=nosuchfn(name)', 400, 'STA_QUERY_INVALID'],
      ["/sta/v1.1/Things?$filter=length(name)%20eq%20'x'", 400, 'STA_QUERY_INVALID'],
      [
        "/sta/v1.1/Things?$filter=st_relate(Locations/location,geography'POINT(1%202)','T********')",
        501,
        'STA_NOT_IMPLEMENTED',
      ],
      ["/sta/v1.1/Things('CA1')/name", 501, 'STA_NOT_IMPLEMENTED'],
      ['/sta/v1.1/Nothing', 404, 'NOT_FOUND'],
      ['/sta/v1.1/Nothing/Things', 404, 'NOT_FOUND'],
    ];
    for (const [url, status, code] of refusals) expect(await codeOf(url)).toEqual([status, code]);
    const ms = await get('/sta/v1.1/Things?$search=x', { 'accept-language': 'ms' });
    expect(ms.json<{ message: string }>().message).toContain('tidak disediakan');
  });

  it('caches like the other public answers (ETag, 304)', async () => {
    const res = await get('/sta/v1.1/Things');
    const etag = String(res.headers.etag);
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect((await get('/sta/v1.1/Things', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
