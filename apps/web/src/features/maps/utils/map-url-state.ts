import type { MapLayerFilter } from '@eqmp/domain';

/** What of a map view lives in the URL so it can be shared (centre, zoom, filters, open station). */
export interface MapUrlState {
  /** `[longitude, latitude]`, or null for the module's default extent. */
  readonly centre: readonly [number, number] | null;
  readonly zoom: number | null;
  readonly filter: Required<Omit<MapLayerFilter, 'stationid'>>;
  readonly station: string | null;
}

const FILTER_KEYS = ['state', 'basin', 'river', 'category'] as const;
const MAX_ZOOM = 20;

function list(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split('|'))
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** Reads the map state from the URL; anything malformed is ignored rather than trusted. */
export function readMapState(params: URLSearchParams): MapUrlState {
  const [lon, lat] = (params.get('c') ?? '').split(',').map(Number);
  const centre =
    lon !== undefined &&
    lat !== undefined &&
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90
      ? ([lon, lat] as const)
      : null;
  const z = Number(params.get('z'));
  const zoom = params.has('z') && Number.isFinite(z) && z >= 0 && z <= MAX_ZOOM ? z : null;
  return {
    centre,
    zoom,
    filter: {
      state: list(params, 'state'),
      basin: list(params, 'basin'),
      river: list(params, 'river'),
      category: list(params, 'category'),
    },
    station: params.get('station') || null,
  };
}

/** Writes the map state into a copy of the URL's parameters, keeping unrelated ones. */
export function writeMapState(params: URLSearchParams, state: MapUrlState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['c', 'z', 'station', ...FILTER_KEYS]) next.delete(key);
  if (state.centre) next.set('c', `${state.centre[0].toFixed(5)},${state.centre[1].toFixed(5)}`);
  if (state.zoom !== null) next.set('z', state.zoom.toFixed(2));
  for (const key of FILTER_KEYS)
    if (state.filter[key].length > 0) next.set(key, state.filter[key].join('|'));
  if (state.station) next.set('station', state.station);
  return next;
}
