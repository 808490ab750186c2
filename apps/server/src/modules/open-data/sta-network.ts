import type { StaEntitySet } from '@eqmp/domain';
import { AppError, orNotFound } from '../../errors.js';
import { notImplemented } from './sta-functions.js';
import type { StaRepository } from './sta.repository.js';

/** A public station, as the public portal's stations service tells it. */
export interface Station {
  readonly id: string;
  readonly name: string;
  readonly medium: 'air' | 'river' | 'marine';
  readonly state: string | null;
  readonly coordinates: readonly [number, number] | null;
  readonly basin?: string | null;
  readonly river?: string | null;
  readonly locationType?: string | null;
}

export type Datastream = Awaited<ReturnType<StaRepository['datastreams']>>[number];
export type Observation = Awaited<ReturnType<StaRepository['observations']>>['rows'][number];

/** The public stations and their datastreams, with the ways an entity of them is found. */
export interface StaNetwork {
  readonly byId: ReadonlyMap<string, Station>;
  readonly streams: readonly Datastream[];
  readonly ids: readonly string[];
  /** A parameter of the network by its code (one of its datastreams). */
  readonly parameters: ReadonlyMap<string, Datastream>;
  /** The stations with a point. */
  readonly located: readonly Station[];
  /** The stations' points (longitude, latitude). */
  readonly points: ReadonlyMap<string, readonly [number, number]>;
  /** The datastreams by id (`station:parameter`). */
  readonly streamById: ReadonlyMap<string, Datastream>;
}

export function networkOf(byId: Map<string, Station>, streams: Datastream[]): StaNetwork {
  const located = [...byId.values()].filter((s) => s.coordinates !== null);
  return {
    byId,
    streams,
    ids: [...byId.keys()],
    parameters: new Map(streams.map((d) => [d.code, d])),
    located,
    points: new Map(located.map((s) => [s.id, s.coordinates!])),
    streamById: new Map(streams.map((d) => [`${d.stationId}:${d.code}`, d])),
  };
}

/** What an entity is made from: a station, a station's parameter, a parameter, or a value. */
export type Ref =
  | { readonly set: 'Things' | 'Locations' | 'FeaturesOfInterest'; readonly station: Station }
  | { readonly set: 'Datastreams'; readonly stream: Datastream }
  | { readonly set: 'Sensors' | 'ObservedProperties'; readonly param: Datastream }
  | { readonly set: 'Observations'; readonly obs: Observation };

/** Where a navigation leads: entities built in memory, or a station's values in the database. */
export type Source =
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

const notFound = () => new AppError('NOT_FOUND');
const many = (refs: Ref[]): Source => ({ kind: 'memory', many: true, refs });
const single = (refs: Ref[]): Source => ({ kind: 'memory', many: false, refs });

const stationPlace = (s: Station, set: 'Locations' | 'FeaturesOfInterest'): Ref[] =>
  s.coordinates ? [{ set, station: s }] : [];

/** Where a navigation property of an entity leads. */
export function navigate(net: StaNetwork, ref: Ref, name: string): Source {
  if (!STA_NAVIGATION[ref.set].includes(name)) throw navigationRefused(ref.set, name);
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
        net.streams
          .filter((d) => d.stationId === id)
          .map((d) => ({ set: 'Datastreams', stream: d })),
      );
    }
    case 'Sensors/Datastreams':
    case 'ObservedProperties/Datastreams': {
      const code = (ref as { param: Datastream }).param.code;
      return many(
        net.streams.filter((d) => d.code === code).map((d) => ({ set: 'Datastreams', stream: d })),
      );
    }
    case 'Datastreams/Thing': {
      const s = net.byId.get((ref as { stream: Datastream }).stream.stationId);
      return single(s ? [{ set: 'Things', station: s }] : []);
    }
    case 'Datastreams/Sensor':
      return single([{ set: 'Sensors', param: (ref as { stream: Datastream }).stream }]);
    case 'Datastreams/ObservedProperty':
      return single([{ set: 'ObservedProperties', param: (ref as { stream: Datastream }).stream }]);
    case 'Datastreams/Observations': {
      const d = (ref as { stream: Datastream }).stream;
      return { kind: 'observations', stationIds: [d.stationId], parameterCode: d.code };
    }
    case 'FeaturesOfInterest/Observations':
      return { kind: 'observations', stationIds: [(ref as { station: Station }).station.id] };
    case 'Observations/Datastream': {
      const o = (ref as { obs: Observation }).obs;
      const d = net.streamById.get(`${o.stationId}:${o.parameterCode}`);
      return single(d ? [{ set: 'Datastreams', stream: d }] : []);
    }
    case 'Observations/FeatureOfInterest': {
      const s = net.byId.get((ref as { obs: Observation }).obs.stationId);
      return single(s ? stationPlace(s, 'FeaturesOfInterest') : []);
    }
    default:
      // HistoricalLocations has no entity whose navigation could be followed.
      throw notImplemented(`${ref.set}/${name}`);
  }
}

/** Every entity of a set. */
export function collection(net: StaNetwork, set: string): Source {
  switch (set) {
    case 'Things':
      return many([...net.byId.values()].map((s) => ({ set, station: s })));
    case 'Locations':
    case 'FeaturesOfInterest':
      return many(net.located.map((s) => ({ set, station: s })));
    case 'HistoricalLocations':
      return many([]);
    case 'Datastreams':
      return many(net.streams.map((d) => ({ set, stream: d })));
    case 'Sensors':
    case 'ObservedProperties':
      return many([...net.parameters.values()].map((d) => ({ set, param: d })));
    case 'Observations':
      return { kind: 'observations', stationIds: net.ids };
    default:
      throw notFound();
  }
}

/** The entity of a set with an id, or 404 (an Observation is read from the database). */
export async function refOf(
  net: StaNetwork,
  repo: StaRepository,
  set: string,
  id: string,
): Promise<Ref> {
  const stationOf = (id: string) => orNotFound(net.byId.get(id));
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
      return { set, stream: orNotFound(net.streamById.get(id)) };
    }
    case 'Sensors':
    case 'ObservedProperties': {
      return { set, param: orNotFound(net.parameters.get(id)) };
    }
    case 'Observations': {
      const m = /^(.+):([^:]+):(\d{1,15})$/.exec(id);
      if (!m || !net.byId.has(m[1]!)) throw notFound();
      return { set, obs: orNotFound(await repo.observation(m[1]!, m[2]!, new Date(Number(m[3])))) };
    }
    default:
      throw notFound();
  }
}
