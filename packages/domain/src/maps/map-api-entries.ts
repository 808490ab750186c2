import { roleName } from '../access/functions.js';
import { ingestPositionsBody } from '../contracts/ingest.js';
import {
  mapBoundaryParams,
  mapChartsQuery,
  mapChartsResponse,
  mapFiltersResponse,
  mapLayerQuery,
  mapLayerResponse,
  mapProxyParams,
  mapServicesResponse,
  positionsResponse,
} from '../contracts/maps.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';
import type { ApiDef } from '../routes/api-def.js';
import { moduleActionEntries, type ModuleAction } from '../routes/module-api-entries.js';
import { MAP_CHART_PARAM_OPTIONAL, MAP_CHART_PARAM_REQUIRED } from './map-attributes.js';

const base = (code: ModuleCode) => `/api2/${code.toLowerCase()}map`;
const access = (code: ModuleCode) => ({ anyOf: [roleName('Map', code)] });

const MAP_PATHS = {
  Layer: '/layer/0/query',
  Filters: '/filters',
  Charts: '/mapbystationidcharts',
} as const;

/** Each module's station layer query and filter values, the same contract for every module. */
const MAP_ACTIONS = {
  Layer: { method: 'GET', query: mapLayerQuery, response: mapLayerResponse },
  Filters: { method: 'GET', response: mapFiltersResponse },
} as const satisfies Record<string, ModuleAction>;

/** The station charts: `param` is required for manual river and marine (spec §7). */
const chartActions = (paramRequired: boolean) =>
  ({
    Charts: { method: 'GET', query: mapChartsQuery(paramRequired), response: mapChartsResponse },
  }) as const satisfies Record<string, ModuleAction>;

const place = (code: ModuleCode, action: keyof typeof MAP_PATHS) => ({
  url: `${base(code)}${MAP_PATHS[action]}`,
  access: access(code),
});

/**
 * The API entries of every module's map service (map contract): station layer query, filters
 * and station charts, each open to the module's `Map <MODULE>` role. Generated from MODULE_CODES
 * so a new module gets its map routes by being declared.
 */
export function mapApiEntries() {
  return {
    ...moduleActionEntries('map', MODULE_CODES, MAP_ACTIONS, place),
    ...moduleActionEntries('map', MAP_CHART_PARAM_OPTIONAL, chartActions(false), place),
    ...moduleActionEntries('map', MAP_CHART_PARAM_REQUIRED, chartActions(true), place),
  };
}

/**
 * The public air map, the offline basemap boundaries (a file), the tile/map proxy (only
 * configured services; it answers the service's own file) and mobile station positions (station
 * key checked by the handler).
 */
export const MAP_SHARED_API_ENTRIES = {
  publicAirStations: {
    method: 'GET',
    url: '/api2/public/air/stations',
    access: 'public',
    response: mapLayerResponse,
  },
  mapBoundaries: {
    method: 'GET',
    url: '/api2/maplayers/boundaries/:layer',
    access: 'public',
    params: mapBoundaryParams,
  },
  mapServices: {
    method: 'GET',
    url: '/api2/mapproxy',
    access: 'session',
    response: mapServicesResponse,
  },
  mapProxy: {
    method: 'GET',
    url: '/api2/mapproxy/:service/*',
    access: 'public',
    params: mapProxyParams,
  },
  ingestPositions: {
    method: 'POST',
    url: '/api2/ingest/positions',
    access: 'public',
    body: ingestPositionsBody,
    response: positionsResponse,
  },
} as const satisfies Record<string, ApiDef>;
