import { HOUR_MS, STA_ENTITY_SETS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { hoursBefore, insertHourly } from '../maps/map-test-fixtures.js';
import { getFromNewAddress, seedOpenDataNetwork } from './open-data.test-support.js';
import { STA_NAVIGATION } from './sta-network.js';

type Entity = Record<string, unknown>;
interface Page {
  '@iot.count'?: number;
  '@iot.nextLink'?: string;
  value: Entity[];
}

/**
 * The checks of the OGC SensorThings API 1.1 conformance classes the service claims, ported from
 * the OGC test suite's Sensing Core and request-data classes: each entity set's control
 * information, mandatory properties and navigation links (datamodel, resource-path); then
 * `$select`, `$expand` of every navigation property (with nested options), `$top`, `$skip`,
 * `$count`, `$orderby` and the built-in `$filter` operators and functions (request-data).
 */

/** Mandatory properties of each entity type (SensorThings API 1.1 §8.2). */
const MANDATORY: Readonly<Record<string, readonly string[]>> = {
  Things: ['name', 'description'],
  Locations: ['name', 'description', 'encodingType', 'location'],
  HistoricalLocations: ['time'],
  Datastreams: ['name', 'description', 'unitOfMeasurement', 'observationType'],
  Sensors: ['name', 'description', 'encodingType', 'metadata'],
  ObservedProperties: ['name', 'definition', 'description'],
  Observations: ['phenomenonTime', 'result', 'resultTime'],
  FeaturesOfInterest: ['name', 'description', 'encodingType', 'feature'],
};

/** A navigation property to one entity (its expansion is an object, not a list). */
const SINGLE = new Set(['Thing', 'Sensor', 'ObservedProperty', 'Datastream', 'FeatureOfInterest']);

const ctx = useTestApp(['openData']);
/** Each call from its own address, so the rate limit is tested on its own. */
const get = getFromNewAddress(ctx, 77);
const json = async <T = Page>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const q = (text: string) => encodeURIComponent(text);
let hours: number[] = [];

beforeAll(async () => {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  await seedOpenDataNetwork(db, now);
  hours = [6, 5, 4, 3, 2, 1].map((h) => hoursBefore(now, h));
  await addStationParameters(db, { CA1: ['PM10', 'O3'], CA2: ['PM10'] });
  await insertHourly(db, 'CA1', [
    ...hours.map((hour, i) => ({ code: 'PM10', hour, avg: 10 + i * 10 })),
    ...hours.map((hour, i) => ({ code: 'O3', hour, avg: 0.5 + i })),
  ]);
  await insertHourly(
    db,
    'CA2',
    hours.map((hour, i) => ({ code: 'PM10', hour, avg: 100 + i })),
  );
});

describe('SensorThings API 1.1 conformance, Sensing Core: every entity set', () => {
  it.each(STA_ENTITY_SETS.filter((s) => s !== 'HistoricalLocations'))(
    '%s: control information, mandatory properties and navigation links that resolve',
    async (set) => {
      const page = await json(`/sta/v1.1/${set}?$top=3`);
      expect(page.value.length).toBeGreaterThan(0);
      for (const entity of page.value) {
        expect(entity['@iot.id']).toBeDefined();
        expect(String(entity['@iot.selfLink'])).toMatch(new RegExp(`/sta/v1\\.1/${set}\\(`));
        for (const property of MANDATORY[set]!) expect(entity).toHaveProperty(property);
        for (const nav of STA_NAVIGATION[set]) {
          const href = String(entity[`${nav}@iot.navigationLink`]);
          expect(href).toMatch(new RegExp(`/${nav}$`));
          const res = await get(href);
          expect(res.statusCode, href).toBe(200);
        }
        // The self link answers the same entity.
        expect(await json<Entity>(String(entity['@iot.selfLink']))).toEqual(entity);
      }
    },
  );

  it('HistoricalLocations is an empty collection (the stations do not move)', async () => {
    expect((await json('/sta/v1.1/HistoricalLocations?$count=true'))['@iot.count']).toBe(0);
  });

  it('answers 404 for an entity that does not exist', async () => {
    for (const set of STA_ENTITY_SETS)
      expect((await get(`/sta/v1.1/${set}('nothing-here')`)).statusCode, set).toBe(404);
  });
});

/** The PM10 results of CA1 (10 … 60, an hour apart) a filter keeps, in time order. */
const kept = async (filter: string) =>
  (
    await json(
      `/sta/v1.1/Datastreams('CA1:PM10')/Observations?$orderby=phenomenonTime&$filter=${q(filter)}`,
    )
  ).value.map((o) => o.result);

describe('SensorThings API 1.1 conformance, request-data: $select, $expand, $top and $orderby', () => {
  it('$select returns only the named properties (id names @iot.id)', async () => {
    const page = await json('/sta/v1.1/Datastreams?$select=id,name,unitOfMeasurement');
    for (const e of page.value)
      expect(Object.keys(e).sort()).toEqual(['@iot.id', 'name', 'unitOfMeasurement']);
    const one = await json<Entity>("/sta/v1.1/Things('CA1')?$select=name");
    expect(Object.keys(one)).toEqual(['name']);
  });

  it.each(
    STA_ENTITY_SETS.filter((s) => s !== 'HistoricalLocations').flatMap((set) =>
      STA_NAVIGATION[set].map((nav) => [set, nav] as const),
    ),
  )('$expand of %s/%s embeds what the navigation link answers', async (set, nav) => {
    const page = await json(`/sta/v1.1/${set}?$top=2&$expand=${nav}`);
    for (const entity of page.value) {
      const linked = await get(String(entity[`${nav}@iot.navigationLink`]));
      const expanded = entity[nav];
      if (SINGLE.has(nav)) {
        if (linked.statusCode === 404) expect(expanded).toBeNull();
        else expect(expanded).toEqual(linked.json());
      } else {
        expect(expanded).toEqual(linked.json<Page>().value);
      }
    }
  });

  it('$expand takes its own $select, $top, $skip, $orderby, $filter and $count', async () => {
    const thing = await json<Entity>(
      `/sta/v1.1/Things('CA1')?$expand=${q('Datastreams($select=id,name;$orderby=id desc;$top=1;$count=true)')}`,
    );
    expect(thing.Datastreams).toEqual([
      { '@iot.id': 'CA1:PM10', name: expect.stringContaining('CA1') },
    ]);
    expect(thing['Datastreams@iot.count']).toBe(2);
    // The next page of the expanded list: the navigation link with the item's own options.
    const next = new URL(String(thing['Datastreams@iot.nextLink']));
    expect(next.pathname).toMatch(/Things\('CA1'\)\/Datastreams$/);
    expect(Object.fromEntries(next.searchParams)).toEqual({
      $select: 'id,name',
      $orderby: 'id desc',
      $top: '1',
      $skip: '1',
      $count: 'true',
    });
    expect((await json(next.pathname + next.search)).value).toEqual([
      { '@iot.id': 'CA1:O3', name: expect.any(String) },
    ]);
    const streams = await json(
      `/sta/v1.1/Datastreams?$filter=${q("Thing/@iot.id eq 'CA1'")}&$expand=${q('Observations($top=2;$orderby=result desc;$filter=result lt 50;$select=result)')},ObservedProperty($select=id)`,
    );
    const pm10 = streams.value.find((d) => d['@iot.id'] === 'CA1:PM10')!;
    expect(pm10.Observations).toEqual([{ result: 40 }, { result: 30 }]);
    expect(pm10.ObservedProperty).toEqual({ '@iot.id': 'PM10' });
    const o3 = streams.value.find((d) => d['@iot.id'] === 'CA1:O3')!;
    expect((o3.Observations as Entity[]).map((o) => o.result)).toEqual([5.5, 4.5]);
    const obs = await json(
      `/sta/v1.1/Observations?$top=1&$expand=${q('Datastream($select=name),FeatureOfInterest($select=feature)')}`,
    );
    expect(obs.value[0]).toMatchObject({
      Datastream: { name: expect.any(String) },
      FeatureOfInterest: { feature: { type: 'Point' } },
    });
  });

  it('$top, $skip and $count page a collection, with @iot.nextLink while more remain', async () => {
    const url = `/sta/v1.1/Datastreams('CA1:PM10')/Observations?$orderby=phenomenonTime&$count=true`;
    const first = await json(`${url}&$top=4`);
    expect(first['@iot.count']).toBe(6);
    expect(first.value).toHaveLength(4);
    const second = await json(first['@iot.nextLink']!);
    expect(second.value.map((o) => o.result)).toEqual([50, 60]);
    expect(second['@iot.nextLink']).toBeUndefined();
    expect((await json(`${url}&$top=0`)).value).toEqual([]);
    expect(
      (await json(`/sta/v1.1/Datastreams('CA1:PM10')/Observations?$count=false`))['@iot.count'],
    ).toBeUndefined();
  });

  it('$orderby sorts by one or more properties, ascending unless desc', async () => {
    const results = async (order: string) =>
      (await json(`/sta/v1.1/Observations?$orderby=${q(order)}&$top=20`)).value.map(
        (o) => o.result as number,
      );
    const asc = await results('result');
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await results('result desc');
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await json('/sta/v1.1/Things?$orderby=name desc')).value.map((t) => t.name);
    expect(names).toEqual([...names].sort().reverse());
  });
});

describe('SensorThings API 1.1 conformance, request-data: $filter', () => {
  it.each([
    ['result eq 30', [30]],
    ['result ne 30 and result lt 40', [10, 20]],
    ['result gt 40 or result le 10', [10, 50, 60]],
    ['result ge 50', [50, 60]],
    ['not (result lt 50)', [50, 60]],
    ['(result add 5) mul 2 eq 70', [30]],
    ['result sub 5 div 5 eq 19', [20]],
    ['result mod 20 eq 0', [20, 40, 60]],
    ['-result lt -45', [50, 60]],
    ['round(result div 20) eq 2', [30, 40]],
    ['floor(result div 20) eq 1', [20, 30]],
    ['ceiling(result div 20) eq 1', [10, 20]],
    ["substringof('PM', Datastream/@iot.id)", [10, 20, 30, 40, 50, 60]],
    ["startswith(Datastream/ObservedProperty/@iot.id, 'O3')", []],
    ["endswith(Datastream/@iot.id, 'PM10') and result lt 20", [10]],
    ["contains(tolower(Datastream/Thing/@iot.id), 'ca1') and result gt 55", [60]],
    [
      "length(FeatureOfInterest/@iot.id) eq 3 and indexof(Datastream/@iot.id, ':') eq 3 and result eq 10",
      [10],
    ],
    ["concat(substring(Datastream/@iot.id, 0, 3), '!') eq 'CA1!' and result eq 10", [10]],
    ["trim(toupper(Datastream/ObservedProperty/@iot.id)) eq 'PM10' and result eq 60", [60]],
    ['phenomenonTime lt now() and result eq 10', [10]],
    ['resultTime gt mindatetime() and phenomenonTime lt maxdatetime() and result eq 20', [20]],
    ['second(phenomenonTime) eq 0 and fractionalseconds(resultTime) eq 0 and result eq 10', [10]],
    ['totaloffsetminutes(phenomenonTime) eq 0 and result eq 10', [10]],
  ] as const)('$filter %s', async (filter, expected) => {
    expect(await kept(filter)).toEqual(expected);
  });

  it('$filter date and time functions read the instant in UTC, as it is written', async () => {
    const first = new Date(hours[0]!);
    const third = new Date(hours[2]!);
    expect(
      await kept(
        `year(phenomenonTime) eq ${third.getUTCFullYear()} and month(phenomenonTime) eq ${third.getUTCMonth() + 1} and day(phenomenonTime) eq ${third.getUTCDate()} and hour(phenomenonTime) eq ${third.getUTCHours()} and minute(phenomenonTime) eq 0`,
      ),
    ).toEqual([30]);
    expect(
      await kept(`date(phenomenonTime) eq ${first.toISOString().slice(0, 10)} and result eq 10`),
    ).toEqual([10]);
    const time = third.toISOString().slice(11, 19);
    expect(await kept(`time(phenomenonTime) eq ${time}`)).toEqual([30]);
    expect(
      await kept(
        `phenomenonTime ge ${third.toISOString()} and resultTime le ${new Date(hours[3]! + HOUR_MS).toISOString()}`,
      ),
    ).toEqual([30, 40]);
  });

  it('$filter string functions on the sets built in memory', async () => {
    const ids = async (set: string, filter: string) =>
      (await json(`/sta/v1.1/${set}?$filter=${q(filter)}`)).value.map((e) => e['@iot.id']).sort();
    expect(await ids('Things', "startswith(@iot.id, 'CA')")).toEqual(['CA1', 'CA2']);
    expect(await ids('Things', "substringof('R1', id) or endswith(id, 'M1')")).toEqual([
      'CR1',
      'MM1',
    ]);
    expect(await ids('Things', "not contains(properties/medium, 'air')")).toEqual(['CR1', 'MM1']);
    expect(
      await ids(
        'Datastreams',
        "Thing/properties/medium eq 'air' and ObservedProperty/@iot.id eq 'O3'",
      ),
    ).toEqual(['CA1:O3']);
    expect(await ids('ObservedProperties', "tolower(@iot.id) eq 'pm10'")).toEqual(['PM10']);
  });
});

describe('SensorThings API 1.1 conformance, request-data: spatial $filter and errors', () => {
  it('$filter spatial functions on locations, things and observations', async () => {
    // Selangor's stations (CA1 at 101.6 3.1, CR1 at 101.5 3.0) lie in this box; Johor's do not.
    const selangor = "geography'POLYGON((101 2.5, 102 2.5, 102 3.5, 101 3.5, 101 2.5))'";
    const ids = async (set: string, filter: string) =>
      (await json(`/sta/v1.1/${set}?$filter=${q(filter)}`)).value.map((e) => e['@iot.id']).sort();
    expect(await ids('Locations', `st_within(location, ${selangor})`)).toEqual(['CA1', 'CR1']);
    expect(await ids('Locations', `geo.intersects(location, ${selangor})`)).toEqual(['CA1', 'CR1']);
    expect(await ids('Locations', `st_disjoint(location, ${selangor})`)).toEqual(['CA2', 'MM1']);
    expect(await ids('FeaturesOfInterest', `st_contains(${selangor}, feature)`)).toEqual([
      'CA1',
      'CR1',
    ]);
    expect(await ids('Things', `st_intersects(Locations/location, ${selangor})`)).toEqual([
      'CA1',
      'CR1',
    ]);
    expect(await ids('Locations', "st_equals(location, geography'POINT(101.6 3.1)')")).toEqual([
      'CA1',
    ]);
    expect(
      await ids('Locations', "geo.distance(location, geography'POINT(101.6 3.1)') lt 20000"),
    ).toEqual(['CA1', 'CR1']);
    // Observations: the test runs on the stations' points and is sent as a list of stations.
    const obs = await json(
      `/sta/v1.1/Observations?$count=true&$filter=${q(`st_within(FeatureOfInterest/feature, ${selangor})`)}`,
    );
    expect(obs['@iot.count']).toBe(12 + 6);
    expect(new Set(obs.value.map((o) => String(o['@iot.id']).split(':')[0]))).toEqual(
      new Set(['CA1', 'CR1']),
    );
    const none = await json(
      `/sta/v1.1/Observations?$filter=${q("st_within(FeatureOfInterest/feature, geography'POLYGON((0 0, 1 0, 1 1, 0 1, 0 0))')")}`,
    );
    expect(none.value).toEqual([]);
  });

  it('answers 400 for a malformed option or a wrong kind, 501 for what is not served', async () => {
    const status = async (url: string) => (await get(url)).statusCode;
    expect(await status('/sta/v1.1/Things?$top=-1')).toBe(400);
    expect(await status('/sta/v1.1/Things?$count=maybe')).toBe(400);
    expect(await status(`/sta/v1.1/Things?$filter=${q('name gt')}`)).toBe(400);
    expect(await status(`/sta/v1.1/Observations?$filter=${q("result eq 'x'")}`)).toBe(400);
    expect(await status(`/sta/v1.1/Observations?$filter=${q('year(result) eq 2026')}`)).toBe(400);
    expect(await status(`/sta/v1.1/Observations?$filter=${q('result')}`)).toBe(400);
    expect(
      await status(
        `/sta/v1.1/Observations?$filter=${q("geo.distance(FeatureOfInterest/feature, geography'POINT(1 2)') lt 5")}`,
      ),
    ).toBe(501);
    expect(await status('/sta/v1.1/Things?$expand=Datastreams/Observations')).toBe(501);
    expect(await status(`/sta/v1.1/Things('CA1')/name`)).toBe(501);
    expect(await status(`/sta/v1.1/Things('CA1')/Datastreams/$ref`)).toBe(404);
  });
});
