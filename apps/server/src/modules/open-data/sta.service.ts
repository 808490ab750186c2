import { STA_ENTITY_SETS, HOUR_MS } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { PublicStationsService } from '../public-portal/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';
import {
  meets,
  notImplemented,
  selected,
  sortEntities,
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

/**
 * SensorThings API 1.1 over the public stations, read only. Things, Locations and
 * FeaturesOfInterest are the public portal's stations (its stations service, the one rule of what
 * is public); a Datastream is a station's parameter; an Observation is a valid hourly value, as the
 * public history download serves them, with its validity and whether it is approved (level 3, not
 * reopened) in `resultQuality`. The stations are fixed: HistoricalLocations is always empty.
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
      const link = (set: string, id: string) => `${root}/${set}(${quote(id)})`;
      const nav = (set: string, id: string, names: readonly string[]) =>
        Object.fromEntries(
          names.map((name) => [`${name}@iot.navigationLink`, `${link(set, id)}/${name}`]),
        );
      const { byId, streams } = await kept.get('stations', async () => {
        const found = await publicStations();
        return { byId: found, streams: await repo.datastreams([...found.keys()]) };
      });
      const ids = [...byId.keys()];
      const paramName = (d: Datastream) => (lang === 'ms' ? d.nameMs : d.nameEn);

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
        ...nav('Things', s.id, ['Locations', 'HistoricalLocations', 'Datastreams']),
      });
      const place = (s: Station, set: 'Locations' | 'FeaturesOfInterest'): StaEntity => ({
        '@iot.id': s.id,
        '@iot.selfLink': link(set, s.id),
        name: s.name,
        description: s.name,
        encodingType: GEOJSON,
        [set === 'Locations' ? 'location' : 'feature']: {
          type: 'Point',
          coordinates: s.coordinates ? [...s.coordinates] : [],
        },
        ...nav(
          set,
          s.id,
          set === 'Locations' ? ['Things', 'HistoricalLocations'] : ['Observations'],
        ),
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
          ...nav('Datastreams', id, ['Thing', 'Sensor', 'ObservedProperty', 'Observations']),
        };
      };
      const parameters = new Map(streams.map((d) => [d.code, d]));
      const observedProperty = (d: Datastream): StaEntity => ({
        '@iot.id': d.code,
        '@iot.selfLink': link('ObservedProperties', d.code),
        name: paramName(d),
        definition: link('ObservedProperties', d.code),
        description: paramName(d),
        properties: { unit: d.unit, medium: d.medium },
        ...nav('ObservedProperties', d.code, ['Datastreams']),
      });
      const sensor = (d: Datastream): StaEntity => ({
        '@iot.id': d.code,
        '@iot.selfLink': link('Sensors', d.code),
        name: paramName(d),
        description: paramName(d),
        encodingType: 'text/plain',
        metadata: d.code,
        ...nav('Sensors', d.code, ['Datastreams']),
      });

      async function observations(rows: readonly Observation[]): Promise<StaEntity[]> {
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
            ...nav('Observations', id, ['Datastream', 'FeatureOfInterest']),
          };
        });
      }

      /** A page of a collection built in memory. */
      const page = (entities: StaEntity[]): StaAnswer => {
        const matched = sortEntities(
          options.filter ? entities.filter((e) => meets(e, options.filter!)) : entities,
          options.orderBy,
        );
        const value = matched.slice(options.skip, options.skip + options.top);
        return {
          kind: 'collection',
          value: value.map((e) => selected(e, options.select)),
          count: options.count ? matched.length : null,
          more: options.skip + value.length < matched.length,
        };
      };
      /** A page of observations read from the database (filtered, ordered and paged in SQL). */
      const observationPage = async (
        stationIds: readonly string[],
        parameterCode?: string,
      ): Promise<StaAnswer> => {
        const { rows, count } = await repo.observations(
          {
            stationIds,
            parameterCode,
            filter: options.filter,
            orderBy: options.orderBy,
            top: options.top + 1,
            skip: options.skip,
          },
          options.count,
        );
        const value = await observations(rows.slice(0, options.top));
        return {
          kind: 'collection',
          value: value.map((e) => selected(e, options.select)),
          count,
          more: rows.length > options.top,
        };
      };
      const one = (entity: StaEntity | undefined): StaAnswer => {
        if (!entity) throw new AppError('NOT_FOUND');
        return { kind: 'entity', entity: selected(entity, options.select) };
      };
      const stationOf = (id: string | null) => {
        const s = id === null ? undefined : byId.get(id);
        if (!s) throw new AppError('NOT_FOUND');
        return s;
      };
      const streamOf = (id: string | null) => {
        const d = streams.find((x) => `${x.stationId}:${x.code}` === id);
        if (!d) throw new AppError('NOT_FOUND');
        return d;
      };
      const parameterOf = (id: string | null) => {
        const d = id === null ? undefined : parameters.get(id);
        if (!d) throw new AppError('NOT_FOUND');
        return d;
      };
      const observationOf = async (id: string | null) => {
        const m = /^(.+):([^:]+):(\d{1,15})$/.exec(id ?? '');
        if (!m || !byId.has(m[1]!)) throw new AppError('NOT_FOUND');
        const row = await repo.observation(m[1]!, m[2]!, new Date(Number(m[3])));
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      };
      const located = [...byId.values()].filter((s) => s.coordinates !== null);

      const [first, second] = path;
      if (!first) throw new AppError('NOT_FOUND');
      if (!second) {
        switch (first.set) {
          case 'Things':
            return first.id === null
              ? page([...byId.values()].map(thing))
              : one(thing(stationOf(first.id)));
          case 'Locations':
          case 'FeaturesOfInterest': {
            if (first.id === null)
              return page(located.map((s) => place(s, first.set as 'Locations')));
            const s = stationOf(first.id);
            return one(s.coordinates ? place(s, first.set) : undefined);
          }
          case 'HistoricalLocations':
            if (first.id === null) return page([]);
            throw new AppError('NOT_FOUND');
          case 'Datastreams':
            return first.id === null
              ? page(streams.map(datastream))
              : one(datastream(streamOf(first.id)));
          case 'ObservedProperties':
            return first.id === null
              ? page([...parameters.values()].map(observedProperty))
              : one(observedProperty(parameterOf(first.id)));
          case 'Sensors':
            return first.id === null
              ? page([...parameters.values()].map(sensor))
              : one(sensor(parameterOf(first.id)));
          case 'Observations':
            if (first.id === null) return observationPage(ids);
            return one((await observations([await observationOf(first.id)]))[0]);
          default:
            throw new AppError('NOT_FOUND');
        }
      }
      // An unknown entity set is not found; a known one's unknown part is not served.
      if (!(STA_ENTITY_SETS as readonly string[]).includes(first.set))
        throw new AppError('NOT_FOUND');
      if (first.id === null || second.id !== null)
        throw notImplemented(`${first.set}/${second.set}`);
      const related = `${first.set}/${second.set}`;
      switch (related) {
        case 'Things/Locations':
        case 'Locations/Things': {
          const s = stationOf(first.id);
          return page(
            second.set === 'Things' ? [thing(s)] : s.coordinates ? [place(s, 'Locations')] : [],
          );
        }
        case 'Things/HistoricalLocations':
        case 'Locations/HistoricalLocations':
          stationOf(first.id);
          return page([]);
        case 'Things/Datastreams':
          stationOf(first.id);
          return page(streams.filter((d) => d.stationId === first.id).map(datastream));
        case 'Sensors/Datastreams':
        case 'ObservedProperties/Datastreams':
          parameterOf(first.id);
          return page(streams.filter((d) => d.code === first.id).map(datastream));
        case 'Datastreams/Thing':
          return one(thing(stationOf(streamOf(first.id).stationId)));
        case 'Datastreams/Sensor':
          return one(sensor(streamOf(first.id)));
        case 'Datastreams/ObservedProperty':
          return one(observedProperty(streamOf(first.id)));
        case 'Datastreams/Observations': {
          const d = streamOf(first.id);
          return observationPage([d.stationId], d.code);
        }
        case 'FeaturesOfInterest/Observations':
          return observationPage([stationOf(first.id).id]);
        case 'Observations/Datastream': {
          const o = await observationOf(first.id);
          return one(datastream(streamOf(`${o.stationId}:${o.parameterCode}`)));
        }
        case 'Observations/FeatureOfInterest': {
          const s = stationOf((await observationOf(first.id)).stationId);
          return one(s.coordinates ? place(s, 'FeaturesOfInterest') : undefined);
        }
        default:
          throw notImplemented(related);
      }
    },
  };
}

export type StaService = ReturnType<typeof createStaService>;
