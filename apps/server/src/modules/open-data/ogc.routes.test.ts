import { API, OGC_CONFORMANCE_CLASSES, OPEN_DATA_COLLECTIONS, DAY_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from '../maps/map-test-fixtures.js';
import { OPEN_DATA_CACHE, OPEN_DATA_RATE_LIMIT } from './ogc.routes.js';
import { AIR_STATIONS, getFromNewAddress } from './open-data.test-support.js';

const SOJ_ID = 'SJOGC1';
const PUBLIC_LAYERS = {
  'air-quality-stations': '/api2/public/air/stations',
  'river-water-quality-stations': '/api2/public/water/river/stations',
  'marine-water-quality-stations': '/api2/public/water/marine/stations',
} as const;

interface Link {
  href: string;
  rel: string;
  type: string;
}
interface Feature {
  id: string;
  geometry: { type: string; coordinates: unknown } | null;
  properties: Record<string, unknown>;
}
interface Items {
  type: string;
  features: Feature[];
  numberMatched: number;
  numberReturned: number;
  links: Link[];
}

const ctx = useTestApp(['maps', 'openData', 'publicPortal']);
let riverHour = 0;
let airHour = 0;
/** Each call from its own address, so the rate limit is tested on its own. */
const get = getFromNewAddress(ctx, 77);
const items = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Items>();
};

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const now = ctx.clock.now();
  riverHour = hoursBefore(now, 1);
  airHour = hoursBefore(now, 0);
  await insertMapStations(db, [
    ...AIR_STATIONS,
    {
      id: 'CR1',
      module: 'CRWQM',
      state: 'selangor',
      parameters: ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'],
      address: 'Jalan Rahsia 1',
      longitude: 101.5,
      latitude: 3.0,
    },
    {
      id: 'CR2',
      module: 'CRWQM',
      state: 'johor',
      parameters: ['BOD'],
      longitude: 103.5,
      latitude: 1.8,
    },
    {
      id: 'MM1',
      module: 'MMWQM',
      state: 'johor',
      locationType: 'COASTAL',
      parameters: ['M_DO', 'M_FC', 'M_NH3', 'M_NO3', 'M_PO4', 'M_TSS'],
      longitude: 104.1,
      latitude: 1.4,
    },
    // Never public: a Straits of Johor station and a manual air station.
    {
      id: SOJ_ID,
      module: 'SOJ',
      state: 'johor',
      parameters: ['TEMP'],
      longitude: 103.8,
      latitude: 1.45,
    },
    {
      id: 'MA1',
      module: 'MAQM',
      state: 'selangor',
      parameters: [],
      longitude: 101.7,
      latitude: 3.2,
    },
  ]);
  await insertAirIndex(db, 'CA1', airHour, 42, 'GOOD', { PM25: 42 });
  await insertAirIndex(db, 'CA2', airHour - 3 * DAY_MS, 120, 'UNHEALTHY', { O3: 120 });
  const river = { DO_SAT: 90, BOD: 2, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
  await insertHourly(
    db,
    'CR1',
    Object.entries(river).map(([code, avg]) => ({ code, hour: riverHour, avg })),
  );
  await insertHourly(db, 'CR2', [{ code: 'BOD', hour: riverHour - 5 * DAY_MS, avg: 3 }]);
  await insertHourly(db, SOJ_ID, [{ code: 'TEMP', hour: riverHour, avg: 29.5 }]);
  const marine = { M_DO: 7, M_FC: 50, M_NH3: 0.05, M_NO3: 0.05, M_PO4: 0.02, M_TSS: 20 };
  await insertHourly(
    db,
    'MM1',
    Object.entries(marine).map(([code, avg]) => ({
      code,
      hour: now.getTime() - 10 * DAY_MS,
      avg,
    })),
  );
  // CR1's latest hour is approved (level 3); CR2's approval was reopened, so it is provisional.
  const userId = await createUser(db, { username: 'ogc.approver' });
  const range = {
    fromTs: new Date(riverHour - 30 * DAY_MS),
    toTs: new Date(riverHour + DAY_MS),
    userId,
    username: 'ogc.approver',
    note: null,
    at: now,
    parameterCode: null,
    level: 3 as const,
  };
  await db
    .insertInto('approval')
    .values([
      { ...range, stationId: 'CR1' },
      {
        ...range,
        stationId: 'CR2',
        reopenedAt: now,
        reopenedBy: 'ogc.approver',
        reopenReason: 'fix',
      },
    ])
    .execute();
});

describe('OGC API – Features: landing page, conformance, OpenAPI and collections', () => {
  it('answers the landing page with the links clients follow, as JSON to any Accept', async () => {
    const res = await get('/ogcapi?f=json', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { links, title } = res.json<{ links: Link[]; title: string }>();
    expect(title).toBeTruthy();
    const rels = Object.fromEntries(links.map((l) => [l.rel, l]));
    expect(Object.keys(rels).sort()).toEqual(
      ['conformance', 'data', 'license', 'self', 'service-desc', 'service-doc'].sort(),
    );
    // The licence of everything published (docs/open-data.md "Licence").
    expect(rels.license).toMatchObject({
      href: 'https://creativecommons.org/licenses/by/4.0/',
      type: 'text/html',
    });
    expect(rels['service-desc']!.type).toBe('application/vnd.oai.openapi+json;version=3.0');
    expect(rels.data!.href).toMatch(/^http:\/\/[^/]+\/ogcapi\/collections$/);
    // The documentation for people is the public Open data page, at the portal's address.
    expect(rels['service-doc']).toMatchObject({
      href: 'http://eqmp.test/public/open_data',
      type: 'text/html',
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('declares the Core, GeoJSON and OpenAPI 3.0 conformance classes of version 1.0', async () => {
    const res = await get('/ogcapi/conformance');
    expect(res.json()).toEqual({ conformsTo: [...OGC_CONFORMANCE_CLASSES] });
    expect(OGC_CONFORMANCE_CLASSES).toEqual([
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
      'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
    ]);
  });

  it('describes itself as OpenAPI 3.0, with the parameters real clients send', async () => {
    const res = await get('/ogcapi/api?f=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.oai\.openapi\+json/);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, { get: { parameters: { $ref: string }[] } }>;
      components: { parameters: Record<string, { name: string }> };
    }>();
    expect(doc.openapi).toMatch(/^3\.0\./);
    const itemParameters = doc.paths['/collections/{collectionId}/items']!.get.parameters.map(
      (p) => doc.components.parameters[p.$ref.split('/').pop()!]!.name,
    );
    expect(itemParameters.sort()).toEqual(
      ['bbox', 'bbox-crs', 'collectionId', 'datetime', 'f', 'limit', 'offset'].sort(),
    );
    for (const path of Object.values(doc.paths))
      expect(path.get.parameters.map((p) => p.$ref)).toContain('#/components/parameters/f');
  });

  it('lists one collection per public layer, with extents and item links', async () => {
    const res = await get('/ogcapi/collections?f=json');
    const { collections } = res.json<{
      collections: { id: string; links: Link[]; extent: { spatial: { bbox: number[][] } } }[];
    }>();
    expect(collections.map((c) => c.id)).toEqual([...OPEN_DATA_COLLECTIONS]);
    for (const c of collections) {
      expect(c.links.find((l) => l.rel === 'items')!.type).toBe('application/geo+json');
      expect(c.links.find((l) => l.rel === 'license')!.href).toMatch(/creativecommons\.org/);
      expect(c.extent.spatial.bbox[0]).toHaveLength(4);
    }
    const one = await get('/ogcapi/collections/river-water-quality-stations');
    expect(one.json()).toMatchObject({ id: 'river-water-quality-stations', itemType: 'feature' });
  });
});

describe('OGC API – Features: items, public fields, paging and caching', () => {
  it.each([
    ['ogcLanding', '/ogcapi'],
    ['ogcConformance', '/ogcapi/conformance'],
    ['ogcCollections', '/ogcapi/collections'],
    ['ogcCollection', '/ogcapi/collections/air-quality-stations'],
    ['ogcCollection', '/ogcapi/collections/states'],
  ] as const)(
    'answers %s (%s) as its entry’s contract describes it, field for field',
    async (name, url) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      const body: unknown = res.json();
      expect(API[name].response.parse(body)).toEqual(body);
    },
  );

  it.each(Object.entries(PUBLIC_LAYERS))(
    '%s holds exactly the stations of the portal’s own public answer',
    async (collection, publicUrl) => {
      const page = await items(`/ogcapi/collections/${collection}/items?limit=1000`);
      const own = (await get(publicUrl)).json<{
        features?: { id: string }[];
        stations?: { stationId: string }[];
      }>();
      const ownIds = (
        own.features?.map((f) => String(f.id)) ?? own.stations!.map((s) => s.stationId)
      ).sort();
      expect(page.features.map((f) => f.id).sort()).toEqual(ownIds);
      expect(page.numberMatched).toBe(ownIds.length);
      expect(page.numberReturned).toBe(ownIds.length);
    },
  );

  it('serves public fields only, and the approved flag by the one rule (level 3, not reopened)', async () => {
    const river = await items('/ogcapi/collections/river-water-quality-stations/items');
    const cr1 = river.features.find((f) => f.id === 'CR1')!;
    expect(cr1.geometry).toEqual({ type: 'Point', coordinates: [101.5, 3.0] });
    expect(cr1.properties).toMatchObject({
      station_id: 'CR1',
      state: 'Selangor',
      wqi_class: expect.stringMatching(/^(I|II|III|IV|V)$/),
      last_update: new Date(riverHour).toISOString(),
      approved: true,
    });
    expect(JSON.stringify(cr1)).not.toContain('Rahsia');
    expect(river.features.find((f) => f.id === 'CR2')!.properties.approved).toBe(false);
    const air = await items('/ogcapi/collections/air-quality-stations/items');
    expect(air.features.find((f) => f.id === 'CA1')!.properties).toMatchObject({
      api: 42,
      api_class: expect.any(String),
    });
    // A value that is not current shows no API, as on the public air map.
    expect(air.features.find((f) => f.id === 'CA2')!.properties.api).toBeNull();
  });

  it('pages with limit and offset, numberMatched and next/prev links that clients follow', async () => {
    const first = await items('/ogcapi/collections/air-quality-stations/items?limit=1&f=json');
    expect(first).toMatchObject({ type: 'FeatureCollection', numberMatched: 2, numberReturned: 1 });
    const next = first.links.find((l) => l.rel === 'next')!;
    expect(first.links.find((l) => l.rel === 'prev')).toBeUndefined();
    expect(next.href).toContain('offset=1');
    expect(next.href).toContain('f=json');
    const second = await items(new URL(next.href).pathname + new URL(next.href).search);
    expect(second.numberReturned).toBe(1);
    expect(second.features[0]!.id).not.toBe(first.features[0]!.id);
    expect(second.links.find((l) => l.rel === 'next')).toBeUndefined();
    expect(second.links.find((l) => l.rel === 'prev')!.href).toContain('offset=0');
    const past = await items('/ogcapi/collections/air-quality-stations/items?offset=5');
    expect(past).toMatchObject({ numberMatched: 2, numberReturned: 0, features: [] });
  });

  it('answers items as application/geo+json, cached with an ETag and 304 on If-None-Match', async () => {
    const url = '/ogcapi/collections/marine-water-quality-stations/items';
    const res = await get(url);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.headers['cache-control']).toBe(OPEN_DATA_CACHE);
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });
});

describe('OGC API – Features: filters, single features, refusals and reference layers', () => {
  it('filters by bbox in CRS84, percent-encoded commas included', async () => {
    const selangor = '100.5%2C2.5%2C102.0%2C3.9';
    const air = await items(`/ogcapi/collections/air-quality-stations/items?bbox=${selangor}`);
    expect(air.features.map((f) => f.id)).toEqual(['CA1']);
    const river = await items(
      '/ogcapi/collections/river-water-quality-stations/items?bbox=103,1,105,2',
    );
    expect(river.features.map((f) => f.id)).toEqual(['CR2']);
    const states = await items(`/ogcapi/collections/states/items?bbox=${selangor}`);
    expect(states.features.map((f) => f.properties.name)).toContain('Selangor');
    expect(states.features.map((f) => f.properties.name)).not.toContain('Sabah');
    const bad = await get('/ogcapi/collections/states/items?bbox=1,2,3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('filters by datetime: instants, days and open or closed intervals', async () => {
    const url = '/ogcapi/collections/river-water-quality-stations/items?datetime=';
    const at = new Date(riverHour).toISOString();
    const ids = async (value: string) =>
      (await items(url + encodeURIComponent(value))).features.map((f) => f.id).sort();
    expect(await ids(at)).toEqual(['CR1']);
    expect(await ids(`${new Date(riverHour - DAY_MS).toISOString()}/..`)).toEqual(['CR1']);
    expect(await ids(`../${new Date(riverHour - DAY_MS).toISOString()}`)).toEqual(['CR2']);
    expect(await ids('2020-01-01T00:00:00Z/2021-01-01T00:00:00Z')).toEqual([]);
    expect(await ids('../..')).toEqual(['CR1', 'CR2']);
    const bad = await get(`${url}yesterday`);
    expect(bad.statusCode).toBe(400);
  });

  it('answers one feature, and 404 for an unknown collection or feature', async () => {
    const res = await get('/ogcapi/collections/river-water-quality-stations/items/CR1?f=json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.json()).toMatchObject({ type: 'Feature', id: 'CR1' });
    expect((await get('/ogcapi/collections/lava/items')).statusCode).toBe(404);
    expect((await get('/ogcapi/collections/states/items/XX')).statusCode).toBe(404);
  });

  it('refuses an unknown parameter with 400 naming it, in the caller’s language', async () => {
    const res = await get('/ogcapi/collections/states/items?filter=name%3D1');
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string }>();
    expect(body.code).toBe('OPEN_DATA_PARAMETER_UNKNOWN');
    expect(body.message).toContain('filter');
    const ms = await get('/ogcapi/conformance?foo=1', { 'accept-language': 'ms' });
    expect(ms.statusCode).toBe(400);
    expect(ms.json<{ message: string }>().message).toContain('tidak disokong');
  });

  it('never shows a Straits of Johor or other non-public station, anywhere', async () => {
    for (const collection of OPEN_DATA_COLLECTIONS) {
      const res = await get(`/ogcapi/collections/${collection}/items?limit=1000`);
      expect(res.body).not.toContain(SOJ_ID);
      expect(res.body).not.toContain('MA1');
      for (const id of [SOJ_ID, 'MA1'])
        expect((await get(`/ogcapi/collections/${collection}/items/${id}`)).statusCode).toBe(404);
    }
    expect((await get('/ogcapi/collections')).body).not.toContain(SOJ_ID);
  });

  it('publishes the reference layers: state boundaries, basins and rivers', async () => {
    const states = await items('/ogcapi/collections/states/items');
    expect(states.numberMatched).toBe(16);
    expect(states.features[0]!.geometry!.type).toMatch(/Polygon$/);
    const basins = await items('/ogcapi/collections/river-basins/items');
    expect(basins.features.find((f) => f.properties.name === 'Klang')!.properties.states).toEqual([
      'Selangor',
    ]);
    const rivers = await items('/ogcapi/collections/rivers/items');
    expect(rivers.features.map((f) => f.properties.name)).toContain('Sungai Klang');
  });

  it('limits each address like the public pages', async () => {
    const from = { remoteAddress: '10.99.0.1' };
    const call = () => ctx.app.inject({ method: 'GET', url: '/ogcapi/conformance', ...from });
    for (let i = 0; i < OPEN_DATA_RATE_LIMIT; i += 1) expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
