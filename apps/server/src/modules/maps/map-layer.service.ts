import {
  airMapClass,
  isCurrentValue,
  marineMapClass,
  MODULES,
  PUBLIC_AIR_ATTRIBUTE_NAMES,
  riverMapClass,
  type ApiCategory,
  type MapStationAttributes,
  type ModuleCode,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import {
  loadIndexStandards,
  marineIndexOf,
  riverIndexOf,
  sampleApiOf,
} from '../calculators/index.js';
import { createSojMapSource } from '../soj/index.js';
import { createMapRepository, type MapStation, type StationFilters } from './map.repository.js';

type Attributes = Partial<MapStationAttributes>;

export interface MapFeature {
  readonly id: string;
  readonly coordinates: readonly [number, number] | null;
  readonly attributes: Attributes;
}

interface Current {
  lastMs: number | null;
  attributes: Attributes;
}

/** A station's figures: the first and last time they cover and the value of each parameter. */
interface Latest {
  firstMs: number;
  lastMs: number;
  values: Record<string, number>;
}

/** The latest values of each station, by station: the hour and the value of each parameter. */
function latestByStation(
  rows: readonly { stationId: string; parameterCode: string; hour: Date; avg: number }[],
) {
  const out = new Map<string, Latest>();
  const grouped = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) grouped.set(row.stationId, [...(grouped.get(row.stationId) ?? []), row]);
  for (const [stationId, list] of grouped) {
    // One sample (or the latest hour): the parameters measured at the station's latest time.
    const lastMs = Math.max(...list.map((r) => r.hour.getTime()));
    const values = Object.fromEntries(
      list.filter((r) => r.hour.getTime() === lastMs).map((r) => [r.parameterCode, r.avg]),
    );
    out.set(stationId, { firstMs: lastMs, lastMs, values });
  }
  return out;
}

/** A sampling programme's figures by station (`latestSamples` rows): its span and values. */
function sampledByStation(
  rows: readonly {
    stationId: string;
    parameterCode: string;
    firstTs: Date;
    lastTs: Date;
    avg: number;
  }[],
) {
  const out = new Map<string, Latest>();
  for (const row of rows) {
    const found = out.get(row.stationId) ?? {
      firstMs: row.firstTs.getTime(),
      lastMs: row.lastTs.getTime(),
      values: {},
    };
    found.firstMs = Math.min(found.firstMs, row.firstTs.getTime());
    found.values[row.parameterCode] = row.avg;
    out.set(row.stationId, found);
  }
  return out;
}

const dominantText = (dominant: readonly string[]) =>
  dominant.length > 0 ? dominant.join(',') : null;

/** What the colouring figures are read from. */
interface LayerDeps {
  db: Kysely<Database>;
  repo: ReturnType<typeof createMapRepository>;
  soj: ReturnType<typeof createSojMapSource>;
}

/** A sampling programme's figures: a manual one's latest month, an investigative one's latest sample. */
const sampled = async (
  repo: LayerDeps['repo'],
  module: ModuleCode,
  ids: readonly string[],
  now: Date,
) => sampledByStation(await repo.latestSamples(ids, now, MODULES[module].kind === 'manual'));

/** The colouring figures of an air module's stations: the latest API (hourly or sampled). */
async function currentAir(
  { db, repo }: LayerDeps,
  module: ModuleCode,
  stations: readonly MapStation[],
  now: Date,
): Promise<Map<string, Current>> {
  const kind = MODULES[module].kind;
  const out = new Map<string, Current>();
  if (kind === 'continuous' || kind === 'mobile') {
    for (const row of await repo.latestAirIndex(
      stations.map((s) => s.id),
      now,
    )) {
      const lastMs = row.hour.getTime();
      const current = isCurrentValue(kind, lastMs, now.getTime());
      out.set(row.stationId, {
        lastMs,
        attributes: {
          API: row.displayApi,
          API_CATEGORY: row.category,
          DOMINANT: dominantText(row.dominant),
          CLASS: airMapClass(row.category as ApiCategory, current),
          DATE_FROM: lastMs,
          DATE_TO: lastMs + HOUR_MS,
        },
      });
    }
    return out;
  }
  const { apiTables } = await loadIndexStandards(db, now);
  for (const [stationId, { firstMs, lastMs, values }] of await sampled(
    repo,
    module,
    stations.map((s) => s.id),
    now,
  )) {
    const result = sampleApiOf(values, apiTables);
    out.set(stationId, {
      lastMs,
      attributes: {
        API: result.displayApi,
        API_CATEGORY: result.category,
        DOMINANT: dominantText(result.dominant),
        CLASS: airMapClass(result.category, isCurrentValue(kind, lastMs, now.getTime())),
        DATE_FROM: firstMs,
        DATE_TO: lastMs,
      },
    });
  }
  return out;
}

/** The colouring figures of a water module's stations: the WQI or MWQI of the latest values. */
async function currentWater(
  { db, repo, soj }: LayerDeps,
  module: ModuleCode,
  stations: readonly MapStation[],
  now: Date,
  includeUnapproved: boolean,
): Promise<Map<string, Current>> {
  const { kind, medium } = MODULES[module];
  const standards = await loadIndexStandards(db, now);
  const ids = stations.map((s) => s.id);
  // The SOJ programme's map reads its sampling rounds' results (approved only unless asked).
  const latest =
    module === 'SOJ'
      ? latestByStation(await soj.latest(ids, includeUnapproved))
      : kind === 'continuous'
        ? latestByStation(await repo.latestHourly(ids, now))
        : await sampled(repo, module, ids, now);
  const out = new Map<string, Current>();
  for (const station of stations) {
    const found = latest.get(station.id);
    if (!found) continue;
    const { firstMs, lastMs, values } = found;
    const current = isCurrentValue(kind, lastMs, now.getTime());
    const dates =
      kind === 'continuous'
        ? { DATE_FROM: lastMs, DATE_TO: lastMs + HOUR_MS }
        : { DATE_FROM: firstMs, DATE_TO: lastMs };
    if (medium === 'river') {
      const r = riverIndexOf(values, standards.wqi);
      out.set(station.id, {
        lastMs,
        attributes: {
          WQI: r.wqi,
          WQI_CLASS: r.riverClass === 'NA' ? null : r.riverClass,
          CLASS: riverMapClass(r.riverClass, current),
          ...dates,
        },
      });
    } else {
      const m = station.locationType
        ? marineIndexOf(values, station.locationType, standards.marine)
        : null;
      const category = m && m.category !== 'NA' ? m.category : null;
      out.set(station.id, {
        lastMs,
        attributes: {
          MWQI: m?.index ?? null,
          MWQI_CATEGORY: category,
          CLASS: marineMapClass(category, station.locationType, current),
          ...dates,
        },
      });
    }
  }
  return out;
}

/** What a module's stations can be filtered by: states, basins, rivers and categories. */
function createMapFilters(repo: LayerDeps['repo']) {
  return {
    /** What a module's stations can be filtered by (map contract §2), with each state's bbox. */
    async filters(
      module: ModuleCode,
      stateBox: (name: string) => [number, number, number, number] | null,
    ) {
      const stations = await repo.stations(module);
      const states = new Map<string, MapStation[]>();
      const basins = new Map<string, Set<string>>();
      const rivers = new Map<string, string | null>();
      const categories = new Set<string>();
      for (const s of stations) {
        if (s.stateName) states.set(s.stateName, [...(states.get(s.stateName) ?? []), s]);
        if (s.basinName) {
          const names = basins.get(s.basinName) ?? new Set<string>();
          if (s.stateName) names.add(s.stateName);
          basins.set(s.basinName, names);
        }
        if (s.riverName) rivers.set(s.riverName, s.basinName);
        if (s.category) categories.add(s.category);
      }
      const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
      return {
        states: [...states]
          .map(([name, list]) => ({
            name,
            stationCount: list.length,
            bbox: stateBox(name) ?? boxOf(list),
          }))
          .sort(byName),
        basins: [...basins]
          .map(([name, names]) => ({ name, stateNames: [...names].sort() }))
          .sort(byName),
        rivers: [...rivers].map(([name, basin]) => ({ name, basin })).sort(byName),
        categories: [...categories].sort(),
      };
    },
  };
}

/**
 * The station layer of a module (map contract §1): each active station with its places and its
 * colouring class from the latest values, computed for all stations in one pass (one query for
 * the stations, one for their values, plus positions for mobile units). A manual programme's
 * station is classed as its monthly report classes a month: by the index of the means of the
 * latest sampled month's samples (DATE_FROM and DATE_TO its first and last sampling time); an
 * investigative station by its latest sample. LAST_UPDATE is the latest sampling time.
 */
export function createMapLayerService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: LayerDeps = { db, repo: createMapRepository(db), soj: createSojMapSource(db) };
  return {
    /**
     * Features of the module's stations matching the filters. `track` adds each mobile unit's
     * positions of the last 24 hours; `unapproved` adds SOJ results of rounds not yet approved.
     */
    async features(
      module: ModuleCode,
      filters: StationFilters,
      options: { track?: boolean; unapproved?: boolean } = {},
    ): Promise<MapFeature[]> {
      const now = clock.now();
      const stations = await deps.repo.stations(module, filters);
      const medium = MODULES[module].medium;
      const current =
        medium === 'air'
          ? await currentAir(deps, module, stations, now)
          : await currentWater(deps, module, stations, now, options.unapproved ?? false);
      const mobile = MODULES[module].kind === 'mobile';
      const ids = stations.map((s) => s.id);
      const positions = mobile
        ? new Map((await deps.repo.latestPositions(ids, now)).map((p) => [p.stationId, p]))
        : new Map();
      const tracks = new Map<string, [number, number, number][]>();
      if (mobile && options.track) {
        for (const p of await deps.repo.tracks(ids, now))
          tracks.set(p.stationId, [
            ...(tracks.get(p.stationId) ?? []),
            [p.longitude, p.latitude, p.ts.getTime()],
          ]);
      }
      const noData = medium === 'air' ? { CLASS: airMapClass(null) } : { CLASS: 'NA' };
      return stations.map((s) => {
        const position = positions.get(s.id);
        const coordinates: [number, number] | null = position
          ? [position.longitude, position.latitude]
          : s.longitude !== null && s.latitude !== null
            ? [s.longitude, s.latitude]
            : null;
        const latest = current.get(s.id);
        const attributes: Attributes = {
          OBJECTID: s.objectid,
          STATION_ID: s.id,
          station_id: s.id,
          STATION_NAME: s.name,
          STATE_NAME: s.stateName,
          DISTRICT_NAME: s.districtName,
          New_Basin: s.basinName,
          RIVER_NAME: s.riverName,
          CATEGORY: s.category,
          LOCATION_TYPE: s.locationType,
          MODULE: s.module,
          API: null,
          API_CATEGORY: null,
          DOMINANT: null,
          WQI: null,
          WQI_CLASS: null,
          MWQI: null,
          MWQI_CATEGORY: null,
          LAST_UPDATE: latest?.lastMs ?? null,
          DATE_FROM: null,
          DATE_TO: null,
          CASE_ID: s.caseId,
          CASE_TITLE: s.caseTitle,
          YEAR: s.year,
          ...noData,
          ...latest?.attributes,
          ...(mobile && options.track ? { TRACK: tracks.get(s.id) ?? [] } : {}),
        };
        return { id: s.id, coordinates, attributes };
      });
    },

    /**
     * The public air map (map contract §4): active CAQM stations with public fields only. A value
     * that is not current (the rule signage follows) shows no number and no dominant pollutant
     * beside its NA class; its time stays, so the visitor sees how old the last one is.
     */
    async publicAir() {
      const nowMs = clock.now().getTime();
      const features = await this.features('CAQM', {});
      return features.map((f) => {
        const lastMs = f.attributes.LAST_UPDATE;
        const current = isCurrentValue(
          MODULES.CAQM.kind,
          typeof lastMs === 'number' ? lastMs : null,
          nowMs,
        );
        const attributes = current ? f.attributes : { ...f.attributes, API: null, DOMINANT: null };
        return {
          ...f,
          attributes: Object.fromEntries(
            PUBLIC_AIR_ATTRIBUTE_NAMES.map((name) => [name, attributes[name]]),
          ),
        };
      });
    },
    ...createMapFilters(deps.repo),
  };
}

/** The box around some stations' coordinates (for a state without a shipped outline). */
function boxOf(stations: readonly MapStation[]): [number, number, number, number] | null {
  const placed = stations.filter(
    (s) => s.longitude !== null && s.latitude !== null,
  ) as (MapStation & { longitude: number; latitude: number })[];
  if (placed.length === 0) return null;
  const lons = placed.map((s) => s.longitude);
  const lats = placed.map((s) => s.latitude);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}

export type MapLayerService = ReturnType<typeof createMapLayerService>;
