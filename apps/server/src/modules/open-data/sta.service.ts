import { STA_ENTITY_SETS, HOUR_MS, type StaEntitySet } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { PublicStationsService } from '../public-portal/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';
import {
  at,
  meets,
  notImplemented,
  selected,
  sortEntities,
  type Json,
  type StaEntity,
  type StaOptions,
} from './sta-query.js';
import { createMemo } from './memo.js';
import type { StaRepository } from './sta.repository.js';

const MEASUREMENT = 'http://www.opengis.net/def/observationType/OGC-OM/2.0/OM_Measurement';
const GEOJSON = 'application/geo+json';

interface Station {
  readonly id: string;
  readonly name: string;
  readonly medium: 'air' | 'river' | 'marine';
  readonly state: string | null;
  readonly coordinates: readonly [number, number] | null;
  readonly basin?: string | null;
  readonly river?: string | null;
  readonly locationType?: string | null;
}

type Datastream = Awaited<ReturnType<StaRepository['datastreams']>>[number];
type Observation = Awaited<ReturnType<StaRepository['observations']>>['rows'][number];

/** A resource path segment: an entity set and, in parentheses, an entity's id. */
export interface StaSegment {
  readonly set: string;
  readonly id: string | null;
}

/** An answer: one entity, or one page of a collection. */
export type StaAnswer =
  | { readonly kind: 'entity'; readonly entity: StaEntity }
  | {
      readonly kind: 'collection';
      readonly value: StaEntity[];
      readonly count: number | null;
      readonly more: boolean;
    };

const quote = (id: string) => `'${id.replaceAll("'", "''")}'`;

/** What an entity is made from: a station, a station's parameter, a parameter, or a value. */
type Ref =
  | { readonly set: 'Things' | 'Locations' | 'FeaturesOfInterest'; readonly station: Station }
  | { readonly set: 'Datastreams'; readonly stream: Datastream }
  | { readonly set: 'Sensors' | 'ObservedProperties'; readonly param: Datastream }
  | { readonly set: 'Observations'; readonly obs: Observation };

/** Where a navigation leads: entities built in memory, or a station's values in the database. */
type Source =
  | { readonly kind: 'memory'; readonly many: boolean; readonly refs: readonly Ref[] }
  | {
      readonly kind: 'observations';
      readonly stationIds: readonly string[];
      readonly parameterCode?: string;
    };

/** The navigation properties of each entity set (SensorThings API 1.1 §8.2). */
export const STA_NAVIGATION: Readonly<Record<StaEntitySet, readonly string[]>> = {
  Things: ['Locations', 'HistoricalLocations', 'Datastreams'],
  Locations: ['Things', 'HistoricalLocations'],
  HistoricalLocations: ['Thing', 'Locations'],
  Datastreams: ['Thing', 'Sensor', 'ObservedProperty', 'Observations'],
  Sensors: ['Datastreams'],
  ObservedProperties: ['Datastreams'],
  Observations: ['Datastream', 'FeatureOfInterest'],
  FeaturesOfInterest: ['Observations'],
};

const navigationRefused = (set: string, nav: string) =>
  new AppError('STA_QUERY_INVALID', {
    messageKey: 'errors:openData.sta.navigation',
    values: { set, nav, allowed: (STA_NAVIGATION[set as StaEntitySet] ?? []).join(', ') },
  });

/**
 * SensorThings API 1.1 over the public stations, read only. Things, Locations and
 * FeaturesOfInterest are the public portal's stations (its stations service, the one rule of what
 * is public); a Datastream is a station's parameter; an Observation is a valid hourly value, as the
 * public history download serves them, with its validity and whether it is approved (level 3, not
 * reopened) in `resultQuality`. The stations are fixed: HistoricalLocations is always empty.
 * Every entity set takes `$expand` of its navigation properties (one level, with their own
 * options) and `$filter` with the functions of `sta-expression.ts`.
 */
export function createStaService({
  db,
  stations,
  repo,
  now,
}: {
  db: Kysely<Database>;
  stations: PublicStationsService;
  repo: StaRepository;
  /** The clock's time in ms: the stations and their datastreams are kept a minute (`memo.ts`). */
  now: () => number;
}) {
  const kept = createMemo<{ byId: Map<string, Station>; streams: Datastream[] }>(now, 60_000);

  async function publicStations(): Promise<Map<string, Station>> {
    const [air, river, marine] = await Promise.all([
      stations.air(),
      stations.water('river'),
      stations.water('marine'),
    ]);
    const all: Station[] = [
      ...air.map((s) => ({ ...s, id: s.stationId, medium: 'air' as const })),
      ...river.map((s) => ({ ...s, id: s.stationId, medium: 'river' as const })),
      ...marine.map((s) => ({ ...s, id: s.stationId, medium: 'marine' as const })),
    ];
    return new Map(all.map((s) => [s.id, s]));
  }

  return {
    /**
     * Answers a resource path of one or two segments (`Things`, `Things('CA1')`,
     * `Things('CA1')/Datastreams`, `Datastreams('CA1:PM10')/Observations`) with the options.
     */
    async answer(
      path: readonly StaSegment[],
      options: StaOptions,
      lang: Language,
      root: string,
    ): Promise<StaAnswer> {
      const clock = now();
      const link = (set: string, id: string) => `${root}/${set}(${quote(id)})`;
      const nav = (set: StaEntitySet, id: string) =>
        Object.fromEntries(
          STA_NAVIGATION[set].map((name) => [
            `${name}@iot.navigationLink`,
            `${link(set, id)}/${name}`,
          ]),
        );
      const { byId, streams } = await kept.get('stations', async () => {
        const found = await publicStations();
        return { byId: found, streams: await repo.datastreams([...found.keys()]) };
      });
      const ids = [...byId.keys()];
      const paramName = (d: Datastream) => (lang === 'ms' ? d.nameMs : d.nameEn);
      const parameters = new Map(streams.map((d) => [d.code, d]));
      const located = [...byId.values()].filter((s) => s.coordinates !== null);
      const points = new Map(located.map((s) => [s.id, s.coordinates!]));
      const streamById = new Map(streams.map((d) => [`${d.stationId}:${d.code}`, d]));

      const point = (s: Station): Json => ({
        type: 'Point',
        coordinates: s.coordinates ? [...s.coordinates] : [],
      });
      const thing = (s: Station): StaEntity => ({
        '@iot.id': s.id,
        '@iot.selfLink': link('Things', s.id),
        name: s.name,
        description: s.name,
        properties: {
          medium: s.medium,
          state: s.state,
          ...(s.basin !== undefined ? { basin: s.basin, river: s.river ?? null } : {}),
          ...(s.locationType !== undefined ? { locationType: s.locationType } : {}),
        },
        ...nav('Things', s.id),
      });
      const place = (s: Station, set: 'Locations' | 'FeaturesOfInterest'): StaEntity => ({
        '@iot.id': s.id,
        '@iot.selfLink': link(set, s.id),
        name: s.name,
        description: s.name,
        encodingType: GEOJSON,
        [set === 'Locations' ? 'location' : 'feature']: point(s),
        ...nav(set, s.id),
      });
      const datastream = (d: Datastream): StaEntity => {
        const id = `${d.stationId}:${d.code}`;
        return {
          '@iot.id': id,
          '@iot.selfLink': link('Datastreams', id),
          name: `${byId.get(d.stationId)?.name ?? d.stationId} – ${paramName(d)}`,
          description: paramName(d),
          observationType: MEASUREMENT,
          unitOfMeasurement: { name: d.unit, symbol: d.unit, definition: '' },
          properties: { stationId: d.stationId, parameter: d.code, medium: d.medium },
          ...nav('Datastreams', id),
        };
      };
      const observedProperty = (d: Datastream): StaEntity => ({
        '@iot.id': d.code,
        '@iot.selfLink': link('ObservedProperties', d.code),
        name: paramName(d),
        definition: link('ObservedProperties', d.code),
        description: paramName(d),
        properties: { unit: d.unit, medium: d.medium },
        ...nav('ObservedProperties', d.code),
      });
      const sensor = (d: Datastream): StaEntity => ({
        '@iot.id': d.code,
        '@iot.selfLink': link('Sensors', d.code),
        name: paramName(d),
        description: paramName(d),
        encodingType: 'text/plain',
        metadata: d.code,
        ...nav('Sensors', d.code),
      });

      /** Observations with their level: one reading of the approval ranges per batch. */
      async function observationEntities(rows: readonly Observation[]): Promise<StaEntity[]> {
        const times = rows.map((r) => r.hour.getTime());
        const ranges =
          rows.length === 0
            ? []
            : await approvedRanges(db, [...new Set(rows.map((r) => r.stationId))], {
                from: new Date(Math.min(...times)),
                to: new Date(Math.max(...times) + HOUR_MS),
              });
        return rows.map((r) => {
          const id = `${r.stationId}:${r.parameterCode}:${r.hour.getTime()}`;
          const end = new Date(r.hour.getTime() + HOUR_MS).toISOString();
          const approved = isApprovedAt(ranges, r.stationId, r.hour, r.parameterCode);
          return {
            '@iot.id': id,
            '@iot.selfLink': link('Observations', id),
            phenomenonTime: `${r.hour.toISOString()}/${end}`,
            resultTime: end,
            result: r.avg,
            resultQuality: { validity: r.validity, level: approved ? 'approved' : 'provisional' },
            ...nav('Observations', id),
          };
        });
      }

      /** The entities of refs built in memory (not Observations). */
      const entityOf = (ref: Ref): StaEntity => {
        switch (ref.set) {
          case 'Things':
            return thing(ref.station);
          case 'Locations':
          case 'FeaturesOfInterest':
            return place(ref.station, ref.set);
          case 'Datastreams':
            return datastream(ref.stream);
          case 'Sensors':
            return sensor(ref.param);
          case 'ObservedProperties':
            return observedProperty(ref.param);
          case 'Observations':
            throw new Error('observations are built in batches');
        }
      };
      const stationPlace = (s: Station, set: 'Locations' | 'FeaturesOfInterest'): Ref[] =>
        s.coordinates ? [{ set, station: s }] : [];

      /** Where a navigation property of an entity leads. */
      function navigate(ref: Ref, name: string): Source {
        if (!STA_NAVIGATION[ref.set].includes(name)) throw navigationRefused(ref.set, name);
        const many = (refs: Ref[]): Source => ({ kind: 'memory', many: true, refs });
        const single = (refs: Ref[]): Source => ({ kind: 'memory', many: false, refs });
        switch (`${ref.set}/${name}`) {
          case 'Things/Locations':
            return many(stationPlace((ref as { station: Station }).station, 'Locations'));
          case 'Locations/Things':
            return many([{ set: 'Things', station: (ref as { station: Station }).station }]);
          case 'Things/HistoricalLocations':
          case 'Locations/HistoricalLocations':
            return many([]);
          case 'Things/Datastreams': {
            const id = (ref as { station: Station }).station.id;
            return many(
              streams
                .filter((d) => d.stationId === id)
                .map((d) => ({ set: 'Datastreams', stream: d })),
            );
          }
          case 'Sensors/Datastreams':
          case 'ObservedProperties/Datastreams': {
            const code = (ref as { param: Datastream }).param.code;
            return many(
              streams
                .filter((d) => d.code === code)
                .map((d) => ({ set: 'Datastreams', stream: d })),
            );
          }
          case 'Datastreams/Thing': {
            const s = byId.get((ref as { stream: Datastream }).stream.stationId);
            return single(s ? [{ set: 'Things', station: s }] : []);
          }
          case 'Datastreams/Sensor':
            return single([{ set: 'Sensors', param: (ref as { stream: Datastream }).stream }]);
          case 'Datastreams/ObservedProperty':
            return single([
              { set: 'ObservedProperties', param: (ref as { stream: Datastream }).stream },
            ]);
          case 'Datastreams/Observations': {
            const d = (ref as { stream: Datastream }).stream;
            return { kind: 'observations', stationIds: [d.stationId], parameterCode: d.code };
          }
          case 'FeaturesOfInterest/Observations':
            return { kind: 'observations', stationIds: [(ref as { station: Station }).station.id] };
          case 'Observations/Datastream': {
            const o = (ref as { obs: Observation }).obs;
            const d = streamById.get(`${o.stationId}:${o.parameterCode}`);
            return single(d ? [{ set: 'Datastreams', stream: d }] : []);
          }
          case 'Observations/FeatureOfInterest': {
            const s = byId.get((ref as { obs: Observation }).obs.stationId);
            return single(s ? stationPlace(s, 'FeaturesOfInterest') : []);
          }
          default:
            // HistoricalLocations has no entity whose navigation could be followed.
            throw notImplemented(`${ref.set}/${name}`);
        }
      }

      /**
       * The value at a path of an entity built in memory: its own properties, or through a
       * navigation property to one entity (`Thing/name`, `Locations/location` of a Thing).
       */
      function read(ref: Ref, entity: StaEntity, path: string): Json | undefined {
        const [head, ...rest] = path.split('/');
        if (rest.length > 0 && STA_NAVIGATION[ref.set].includes(head!)) {
          const source = navigate(ref, head!);
          if (source.kind !== 'memory' || source.refs.length > 1)
            throw notImplemented(`$filter through ${ref.set}/${head}`);
          const target = source.refs[0];
          return target ? read(target, entityOf(target), rest.join('/')) : undefined;
        }
        return at(entity, path);
      }

      /** One entity with its expansions, then `$select`. */
      async function finish(ref: Ref, entity: StaEntity, opts: StaOptions): Promise<StaEntity> {
        const expanded: Record<string, Json> = {};
        for (const item of opts.expand) {
          const source = navigate(ref, item.nav);
          const self = entity['@iot.selfLink'] as string;
          if (source.kind === 'memory' && !source.many) {
            const target = source.refs[0];
            expanded[item.nav] = target
              ? await finish(target, entityOf(target), item.options)
              : null;
            continue;
          }
          const result = await pageOf(source, item.options);
          expanded[item.nav] = result.value;
          if (result.count !== null) expanded[`${item.nav}@iot.count`] = result.count;
          if (result.more) {
            const next = new URLSearchParams({
              ...item.query,
              $top: String(item.options.top),
              $skip: String(item.options.skip + item.options.top),
            });
            expanded[`${item.nav}@iot.nextLink`] = `${self}/${item.nav}?${next.toString()}`;
          }
        }
        return { ...selected(entity, opts.select), ...expanded };
      }

      /** A page of a collection: filtered, ordered and paged in memory or in SQL. */
      async function pageOf(
        source: Source,
        opts: StaOptions,
      ): Promise<{ value: StaEntity[]; count: number | null; more: boolean }> {
        if (source.kind === 'observations') {
          const { rows, count } = await repo.observations(
            {
              stationIds: source.stationIds,
              parameterCode: source.parameterCode,
              filter: opts.filter,
              orderBy: opts.orderBy,
              top: opts.top + 1,
              skip: opts.skip,
              sql: { now: clock, points },
            },
            opts.count,
          );
          const page = rows.slice(0, opts.top);
          const entities = await observationEntities(page);
          const value = await Promise.all(
            page.map((obs, i) => finish({ set: 'Observations', obs }, entities[i]!, opts)),
          );
          return { value, count, more: rows.length > opts.top };
        }
        const items = source.refs.map((ref) => ({ ref, entity: entityOf(ref) }));
        const kept = opts.filter
          ? items.filter(({ ref, entity }) =>
              meets(opts.filter!, (p) => read(ref, entity, p), clock),
            )
          : items;
        const byEntity = new Map(kept.map((item) => [item.entity, item.ref]));
        const ordered = sortEntities(
          kept.map((item) => item.entity),
          opts.orderBy,
        );
        const slice = ordered.slice(opts.skip, opts.skip + opts.top);
        const value = await Promise.all(slice.map((e) => finish(byEntity.get(e)!, e, opts)));
        return {
          value,
          count: opts.count ? ordered.length : null,
          more: opts.skip + slice.length < ordered.length,
        };
      }

      const notFound = () => new AppError('NOT_FOUND');
      const stationOf = (id: string | null) => {
        const s = id === null ? undefined : byId.get(id);
        if (!s) throw notFound();
        return s;
      };
      const parameterOf = (id: string | null) => {
        const d = id === null ? undefined : parameters.get(id);
        if (!d) throw notFound();
        return d;
      };

      /** The entity of a set with an id, or 404. */
      async function refOf(set: string, id: string): Promise<Ref> {
        switch (set) {
          case 'Things':
            return { set, station: stationOf(id) };
          case 'Locations':
          case 'FeaturesOfInterest': {
            const s = stationOf(id);
            if (!s.coordinates) throw notFound();
            return { set, station: s };
          }
          case 'Datastreams': {
            const d = streamById.get(id);
            if (!d) throw notFound();
            return { set, stream: d };
          }
          case 'Sensors':
          case 'ObservedProperties':
            return { set, param: parameterOf(id) };
          case 'Observations': {
            const m = /^(.+):([^:]+):(\d{1,15})$/.exec(id);
            if (!m || !byId.has(m[1]!)) throw notFound();
            const row = await repo.observation(m[1]!, m[2]!, new Date(Number(m[3])));
            if (!row) throw notFound();
            return { set, obs: row };
          }
          default:
            throw notFound();
        }
      }

      /** Every entity of a set. */
      function collection(set: string): Source {
        const many = (refs: Ref[]): Source => ({ kind: 'memory', many: true, refs });
        switch (set) {
          case 'Things':
            return many([...byId.values()].map((s) => ({ set, station: s })));
          case 'Locations':
          case 'FeaturesOfInterest':
            return many(located.map((s) => ({ set, station: s })));
          case 'HistoricalLocations':
            return many([]);
          case 'Datastreams':
            return many(streams.map((d) => ({ set, stream: d })));
          case 'Sensors':
          case 'ObservedProperties':
            return many([...parameters.values()].map((d) => ({ set, param: d })));
          case 'Observations':
            return { kind: 'observations', stationIds: ids };
          default:
            throw notFound();
        }
      }

      async function single(ref: Ref): Promise<StaAnswer> {
        const entity =
          ref.set === 'Observations' ? (await observationEntities([ref.obs]))[0]! : entityOf(ref);
        return { kind: 'entity', entity: await finish(ref, entity, options) };
      }
      const answerOf = async (source: Source): Promise<StaAnswer> => {
        if (source.kind === 'memory' && !source.many) {
          const target = source.refs[0];
          if (!target) throw notFound();
          return single(target);
        }
        return { kind: 'collection', ...(await pageOf(source, options)) };
      };

      const [first, second] = path;
      if (!first) throw notFound();
      if (!second) {
        if (first.id === null) return answerOf(collection(first.set));
        if (first.set === 'HistoricalLocations') throw notFound();
        return single(await refOf(first.set, first.id));
      }
      // An unknown entity set is not found; a known one's unknown part is not served.
      if (!(STA_ENTITY_SETS as readonly string[]).includes(first.set)) throw notFound();
      if (first.id === null || second.id !== null)
        throw notImplemented(`${first.set}/${second.set}`);
      if (!STA_NAVIGATION[first.set as StaEntitySet].includes(second.set))
        throw notImplemented(`${first.set}/${second.set}`);
      if (first.set === 'HistoricalLocations') throw notFound();
      return answerOf(navigate(await refOf(first.set, first.id), second.set));
    },
  };
}

export type StaService = ReturnType<typeof createStaService>;
