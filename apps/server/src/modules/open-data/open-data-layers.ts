import {
  OPEN_DATA_STATION_COLLECTIONS,
  type OpenDataCollection,
  type OpenDataStationCollection,
} from '@eqmp/domain';
import type { PublicStationsService } from '../public-portal/index.js';
import { createMemo } from './memo.js';
import type { OpenDataRepository } from './open-data.repository.js';

/** How long a layer is kept: the public pages' answers are at most a minute old too. */
const LAYER_TTL_MS = 60_000;

type Position = readonly [number, number];
export type Box = [number, number, number, number];

/** A GeoJSON geometry as the layers hold it. */
export type Geometry =
  | { readonly type: 'Point'; readonly coordinates: Position }
  | { readonly type: 'Polygon' | 'MultiPolygon'; readonly coordinates: unknown };

type Property = string | number | boolean | null | readonly string[];

/** One feature of a public layer: its time is the station's latest value, for `datetime`. */
export interface OpenFeature {
  readonly id: string;
  readonly geometry: Geometry | null;
  readonly properties: Readonly<Record<string, Property>>;
  readonly time: number | null;
  /** The box around the geometry, for `bbox`; null without one. */
  readonly box: Box | null;
}

export interface OpenLayer {
  readonly features: readonly OpenFeature[];
  /** Whether the layer has times (`datetime` filters it and its extent has an interval). */
  readonly temporal: boolean;
}

/** [minLon, minLat, maxLon, maxLat] of any nesting of GeoJSON positions. */
export function boxOf(coordinates: unknown): Box | null {
  const box: Box = [Infinity, Infinity, -Infinity, -Infinity];
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    if (typeof node[0] === 'number') {
      const [lon, lat] = node as [number, number];
      box[0] = Math.min(box[0], lon);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lon);
      box[3] = Math.max(box[3], lat);
      return;
    }
    for (const child of node) walk(child);
  };
  walk(coordinates);
  return Number.isFinite(box[0]) ? box : null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function point(coordinates: readonly [number, number] | null) {
  if (!coordinates) return { geometry: null, box: null };
  const [lon, lat] = coordinates;
  return {
    geometry: { type: 'Point' as const, coordinates: [lon, lat] as const },
    box: [lon, lat, lon, lat] as Box,
  };
}

interface StatesFile {
  features: {
    properties: { STATE_NAME?: string; ISO3166_2?: string };
    geometry: { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  }[];
}

/**
 * The open data layers. Station layers are read only through the public portal's stations
 * (what the public pages show, with their approved flag), so nothing reaches open data that the
 * public pages do not already show; the reference layers are the basemap's state boundaries and
 * the river programme's basin and river names.
 */
export function createOpenDataLayers({
  stations,
  statesFile,
  repo,
  now,
}: {
  stations: PublicStationsService;
  /** The clock's time in ms: layers are kept a minute (`memo.ts`). */
  now: () => number;
  /** The state boundaries (GeoJSON) the offline basemap serves. */
  statesFile: () => Buffer;
  repo: OpenDataRepository;
}) {
  let states: OpenFeature[] | null = null;
  const kept = createMemo<OpenLayer>(now, LAYER_TTL_MS);

  /** A public station as a feature: what every station layer says, then its medium's own figures. */
  const stationFeature = (
    s: {
      stationId: string;
      coordinates: Parameters<typeof point>[0];
      lastUpdate: Parameters<typeof iso>[0];
      name: string;
      state: Property;
      approved: Property;
    },
    figures: Readonly<Record<string, Property>>,
  ): OpenFeature => ({
    id: s.stationId,
    ...point(s.coordinates),
    time: s.lastUpdate,
    properties: {
      station_id: s.stationId,
      name: s.name,
      state: s.state,
      ...figures,
      last_update: iso(s.lastUpdate),
      approved: s.approved,
    },
  });

  async function stationLayer(id: OpenDataStationCollection): Promise<OpenLayer> {
    const { medium } = OPEN_DATA_STATION_COLLECTIONS[id];
    if (medium === 'air') {
      const rows = await stations.air();
      return {
        temporal: true,
        features: rows.map((s) =>
          stationFeature(s, { api: s.api, api_class: s.category, dominant_pollutant: s.dominant }),
        ),
      };
    }
    const rows = await stations.water(medium);
    return {
      temporal: true,
      features: rows.map((s) =>
        stationFeature(
          s,
          medium === 'river'
            ? { basin: s.basin, river: s.river, wqi: s.index, wqi_class: s.category }
            : { location_type: s.locationType, mwqi: s.index, mwqi_category: s.category },
        ),
      ),
    };
  }

  function stateLayer(): OpenLayer {
    states ??= (JSON.parse(statesFile().toString('utf8')) as StatesFile).features
      .filter((f) => f.properties.STATE_NAME)
      .map((f) => {
        const name = f.properties.STATE_NAME!;
        return {
          id: f.properties.ISO3166_2 ?? name,
          geometry: f.geometry,
          box: boxOf(f.geometry.coordinates),
          time: null,
          properties: { name, iso3166_2: f.properties.ISO3166_2 ?? null },
        };
      });
    return { temporal: false, features: states };
  }

  return {
    layer(id: OpenDataCollection): Promise<OpenLayer> {
      return kept.get(id, () => build(id));
    },
  };

  async function build(id: OpenDataCollection): Promise<OpenLayer> {
    switch (id) {
      case 'states':
        return stateLayer();
      case 'river-basins':
        return {
          temporal: false,
          features: (await repo.basins()).map((b) => ({
            id: String(b.id),
            geometry: null,
            box: null,
            time: null,
            properties: { name: b.name, states: b.states },
          })),
        };
      case 'rivers':
        return {
          temporal: false,
          features: (await repo.rivers()).map((r) => ({
            id: String(r.id),
            geometry: null,
            box: null,
            time: null,
            properties: { name: r.name, basin: r.basin },
          })),
        };
      default:
        return stationLayer(id);
    }
  }
}

export type OpenDataLayers = ReturnType<typeof createOpenDataLayers>;
