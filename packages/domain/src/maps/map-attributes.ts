import { MODULE_CODES, type ModuleCode } from '../modules.js';

/**
 * The attributes of a station feature (spec §3 "Map station/feature", map contract §1), in the
 * order the identify panel lists them. `outFields` may name any of these.
 */
export const MAP_ATTRIBUTE_NAMES = [
  'OBJECTID',
  'STATION_ID',
  'station_id',
  'STATION_NAME',
  'STATE_NAME',
  'DISTRICT_NAME',
  'New_Basin',
  'RIVER_NAME',
  'CATEGORY',
  'LOCATION_TYPE',
  'MODULE',
  'CLASS',
  'API',
  'API_CATEGORY',
  'DOMINANT',
  'WQI',
  'WQI_CLASS',
  'MWQI',
  'MWQI_CATEGORY',
  'LAST_UPDATE',
  'DATE_FROM',
  'DATE_TO',
  'CASE_ID',
  'CASE_TITLE',
  'YEAR',
  'TRACK',
] as const;
export type MapAttributeName = (typeof MAP_ATTRIBUTE_NAMES)[number];

/** The attributes the public air map may show (no internal fields). */
export const PUBLIC_AIR_ATTRIBUTE_NAMES = [
  'STATION_ID',
  'STATION_NAME',
  'STATE_NAME',
  'API',
  'CLASS',
  'DOMINANT',
  'LAST_UPDATE',
] as const;

/** Base URL of a module's map service, e.g. `/api2/caqmmap` (spec §7). */
export const MAP_MODULE_URL = Object.fromEntries(
  MODULE_CODES.map((code) => [code, `/api2/${code.toLowerCase()}map`]),
) as Readonly<Record<ModuleCode, `/api2/${Lowercase<ModuleCode>}map`>>;

/** Modules whose station chart needs `param` (spec §7). */
export const MAP_CHART_PARAM_REQUIRED = ['MRWQM', 'MMWQM'] as const satisfies readonly ModuleCode[];
/** Modules whose station chart may go without `param`. */
export const MAP_CHART_PARAM_OPTIONAL = MODULE_CODES.filter(
  (code): code is Exclude<ModuleCode, (typeof MAP_CHART_PARAM_REQUIRED)[number]> =>
    !(MAP_CHART_PARAM_REQUIRED as readonly ModuleCode[]).includes(code),
);
