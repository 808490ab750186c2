import { STA_ENTITY_SETS, HOUR_MS, type StaEntitySet } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { PublicStationsService } from '../public-portal/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';
import { createStaEntities, type StaEntities } from './sta-entities.js';
import {
  collection,
  navigate,
  networkOf,
  refOf,
  STA_NAVIGATION,
  type Observation,
  type Ref,
  type Source,
  type Station,
  type StaNetwork,
} from './sta-network.js';
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

type Page = { value: StaEntity[]; count: number | null; more: boolean };

/** What answering one request reads: the network, its entities' JSON, the database, the clock. */
interface Answering {
  readonly db: Kysely<Database>;
  readonly repo: StaRepository;
  readonly net: StaNetwork;
  readonly entities: StaEntities;
  readonly clock: number;
}

/** Observations with their level: one reading of the approval ranges per batch. */
async function observationEntities(
  a: Answering,
  rows: readonly Observation[],
): Promise<StaEntity[]> {
  const times = rows.map((r) => r.hour.getTime());
  const ranges =
    rows.length === 0
      ? []
      : await approvedRanges(a.db, [...new Set(rows.map((r) => r.stationId))], {
          from: new Date(Math.min(...times)),
          to: new Date(Math.max(...times) + HOUR_MS),
        });
  return rows.map((r) =>
    a.entities.observation(r, isApprovedAt(ranges, r.stationId, r.hour, r.parameterCode)),
  );
}

/**
 * The value at a path of an entity built in memory: its own properties, or through a navigation
 * property to one entity (`Thing/name`, `Locations/location` of a Thing).
 */
function read(a: Answering, ref: Ref, entity: StaEntity, path: string): Json | undefined {
  const [head, ...rest] = path.split('/');
  if (rest.length > 0 && STA_NAVIGATION[ref.set].includes(head!)) {
    const source = navigate(a.net, ref, head!);
    if (source.kind !== 'memory' || source.refs.length > 1)
      throw notImplemented(`$filter through ${ref.set}/${head}`);
    const target = source.refs[0];
    return target ? read(a, target, a.entities.entityOf(target), rest.join('/')) : undefined;
  }
  return at(entity, path);
}

/** One entity with its expansions, then `$select`. */
async function finish(
  a: Answering,
  ref: Ref,
  entity: StaEntity,
  opts: StaOptions,
): Promise<StaEntity> {
  const expanded: Record<string, Json> = {};
  for (const item of opts.expand) {
    const source = navigate(a.net, ref, item.nav);
    const self = entity['@iot.selfLink'] as string;
    if (source.kind === 'memory' && !source.many) {
      const target = source.refs[0];
      expanded[item.nav] = target
        ? await finish(a, target, a.entities.entityOf(target), item.options)
        : null;
      continue;
    }
    const result = await pageOf(a, source, item.options);
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
async function pageOf(a: Answering, source: Source, opts: StaOptions): Promise<Page> {
  if (source.kind === 'observations') {
    const { rows, count } = await a.repo.observations(
      {
        stationIds: source.stationIds,
        parameterCode: source.parameterCode,
        filter: opts.filter,
        orderBy: opts.orderBy,
        top: opts.top + 1,
        skip: opts.skip,
        sql: { now: a.clock, points: a.net.points },
      },
      opts.count,
    );
    const page = rows.slice(0, opts.top);
    const entities = await observationEntities(a, page);
    const value = await Promise.all(
      page.map((obs, i) => finish(a, { set: 'Observations', obs }, entities[i]!, opts)),
    );
    return { value, count, more: rows.length > opts.top };
  }
  const items = source.refs.map((ref) => ({ ref, entity: a.entities.entityOf(ref) }));
  const kept = opts.filter
    ? items.filter(({ ref, entity }) =>
        meets(opts.filter!, (p) => read(a, ref, entity, p), a.clock),
      )
    : items;
  const byEntity = new Map(kept.map((item) => [item.entity, item.ref]));
  const ordered = sortEntities(
    kept.map((item) => item.entity),
    opts.orderBy,
  );
  const slice = ordered.slice(opts.skip, opts.skip + opts.top);
  const value = await Promise.all(slice.map((e) => finish(a, byEntity.get(e)!, e, opts)));
  return {
    value,
    count: opts.count ? ordered.length : null,
    more: opts.skip + slice.length < ordered.length,
  };
}

const notFound = () => new AppError('NOT_FOUND');

async function single(a: Answering, ref: Ref, options: StaOptions): Promise<StaAnswer> {
  const entity =
    ref.set === 'Observations'
      ? (await observationEntities(a, [ref.obs]))[0]!
      : a.entities.entityOf(ref);
  return { kind: 'entity', entity: await finish(a, ref, entity, options) };
}

async function answerOf(a: Answering, source: Source, options: StaOptions): Promise<StaAnswer> {
  if (source.kind === 'memory' && !source.many) {
    const target = source.refs[0];
    if (!target) throw notFound();
    return single(a, target, options);
  }
  return { kind: 'collection', ...(await pageOf(a, source, options)) };
}

/**
 * SensorThings API 1.1 over the public stations, read only. Things, Locations and
 * FeaturesOfInterest are the public portal's stations (its stations service, the one rule of what
 * is public); a Datastream is a station's parameter; an Observation is a valid hourly value, as the
 * public history download serves them, with its validity and whether it is approved (level 3, not
 * reopened) in `resultQuality`. The stations are fixed: HistoricalLocations is always empty.
 * Every entity set takes `$expand` of its navigation properties (one level, with their own
 * options) and `$filter` with the functions of `sta-functions.ts`.
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
  const kept = createMemo<StaNetwork>(now, 60_000);

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
      const net = await kept.get('stations', async () => {
        const found = await publicStations();
        return networkOf(found, await repo.datastreams([...found.keys()]));
      });
      const a: Answering = { db, repo, net, entities: createStaEntities(net, lang, root), clock };
      const [first, second] = path;
      if (!first) throw notFound();
      if (!second) {
        if (first.id === null) return answerOf(a, collection(net, first.set), options);
        if (first.set === 'HistoricalLocations') throw notFound();
        return single(a, await refOf(net, repo, first.set, first.id), options);
      }
      // An unknown entity set is not found; a known one's unknown part is not served.
      if (!(STA_ENTITY_SETS as readonly string[]).includes(first.set)) throw notFound();
      if (first.id === null || second.id !== null)
        throw notImplemented(`${first.set}/${second.set}`);
      if (!STA_NAVIGATION[first.set as StaEntitySet].includes(second.set))
        throw notImplemented(`${first.set}/${second.set}`);
      if (first.set === 'HistoricalLocations') throw notFound();
      const ref = await refOf(net, repo, first.set, first.id);
      return answerOf(a, navigate(net, ref, second.set), options);
    },
  };
}

export type StaService = ReturnType<typeof createStaService>;
