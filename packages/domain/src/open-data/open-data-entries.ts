import { PUBLIC_WATER_MODULES } from '../public-portal/public-portal-entries.js';

/**
 * Open environmental data (docs/open-data.md): the public layers as an OGC API – Features
 * (Part 1: Core 1.0) service under `/ogcapi`, read by GIS tools with no code of ours. Everything
 * it serves is what the public portal already shows, decided by the same rules.
 */
export const OGC_API_ROOT = '/ogcapi';

/** The conformance classes the service meets (OGC API – Features – Part 1: Core 1.0). */
export const OGC_CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
] as const;

/** The only coordinate reference system served: WGS 84 longitude, latitude. */
export const OGC_CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';

/** Features per page when a client asks for none, and the most one page holds. */
export const OGC_DEFAULT_LIMIT = 100;
export const OGC_MAX_LIMIT = 1000;

/**
 * The public collections. Station layers show the stations of the public portal's pages (the
 * public air map, the public river and marine pages), never SOJ or another programme's.
 */
export const OPEN_DATA_STATION_COLLECTIONS = {
  'air-quality-stations': { medium: 'air', modules: ['CAQM'] },
  'river-water-quality-stations': { medium: 'river', modules: PUBLIC_WATER_MODULES.river },
  'marine-water-quality-stations': { medium: 'marine', modules: PUBLIC_WATER_MODULES.marine },
} as const;
export type OpenDataStationCollection = keyof typeof OPEN_DATA_STATION_COLLECTIONS;

/** Reference layers: the state boundaries of the offline basemap, and the river programme's basins and rivers. */
export const OPEN_DATA_REFERENCE_COLLECTIONS = ['states', 'river-basins', 'rivers'] as const;

export const OPEN_DATA_COLLECTIONS = [
  ...(Object.keys(OPEN_DATA_STATION_COLLECTIONS) as OpenDataStationCollection[]),
  ...OPEN_DATA_REFERENCE_COLLECTIONS,
] as const;
export type OpenDataCollection = (typeof OPEN_DATA_COLLECTIONS)[number];

/**
 * SensorThings API 1.1, read only (docs/open-data.md): the public stations' hourly values as
 * Things, Locations, Datastreams, ObservedProperties, Sensors and Observations.
 */
export const STA_ROOT = '/sta/v1.1';

/** The entity sets served, in the order the service root lists them. */
export const STA_ENTITY_SETS = [
  'Things',
  'Locations',
  'HistoricalLocations',
  'Datastreams',
  'Sensors',
  'ObservedProperties',
  'Observations',
  'FeaturesOfInterest',
] as const;
export type StaEntitySet = (typeof STA_ENTITY_SETS)[number];

/** The conformance classes met (read only: the data model and reading it). */
export const STA_CONFORMANCE_CLASSES = [
  'http://www.opengis.net/spec/iot_sensing/1.1/req/datamodel',
  'http://www.opengis.net/spec/iot_sensing/1.1/req/resource-path/resource-path-to-entities',
  'http://www.opengis.net/spec/iot_sensing/1.1/req/request-data',
] as const;

/** Entities per page when `$top` is not given, and the most one page holds. */
export const STA_DEFAULT_TOP = 100;
export const STA_MAX_TOP = 1000;

/**
 * The licence of everything open data publishes (docs/open-data.md "Licence"): the station values
 * and indices of the Department of Environment, as the country's open data portal (data.gov.my)
 * publishes government data, and the boundaries it takes from that portal.
 */
export const OPEN_DATA_LICENCE = {
  id: 'CC-BY-4.0',
  title: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The bulk downloads' index and files (docs/open-data.md "Bulk downloads"). */
export const OPEN_DATA_FILES_URL = '/api2/public/open-data/files';

/** The columns of a station-year or network-year CSV, in order (long format, one value a row). */
export const OPEN_DATA_CSV_COLUMNS = [
  'station_id',
  'time',
  'parameter',
  'unit',
  'averaging',
  'value',
  'validity',
  'level',
  'codes',
] as const;

/** The public page that explains the open data services to a visitor. */
export const OPEN_DATA_PAGES = [
  {
    id: 'publicOpenData',
    path: '/public/open_data',
    access: 'public',
    titleKey: 'openData:page.title',
  },
] as const;
