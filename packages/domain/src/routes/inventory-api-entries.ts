import { anyTopLevelRole as roles } from '../access/functions.js';
import type { ApiDef } from './api.js';

/** Inventory (spec §2 More → inventory, §6 top-level roles): who reads what, and who changes it. */
const INVENTORY_MAINTAIN = roles('Inventory Maintenance');
const INVENTORY_STATIONS = roles('Station Information', 'Inventory Maintenance');
const INVENTORY_SENSORS = roles('List of Sensor', 'Inventory Maintenance');
const INVENTORY_PARAMETERS = roles('List of Parameter', 'Inventory Maintenance');
const INVENTORY_ANY = roles(
  'Station Information',
  'List of Sensor',
  'List of Parameter',
  'Inventory Maintenance',
);

/** The inventory's API: stations, pictures, ingestion keys, parameters, sensors, EDC equipment, pickers. Spread into `API` with one line. */
export const INVENTORY_API_ENTRIES = {
  inventoryStations: { method: 'GET', url: '/api2/inventory/stations', access: INVENTORY_STATIONS },
  inventoryStation: {
    method: 'GET',
    url: '/api2/inventory/stations/:id',
    access: INVENTORY_STATIONS,
  },
  inventoryCreateStation: {
    method: 'POST',
    url: '/api2/inventory/stations',
    access: INVENTORY_MAINTAIN,
  },
  inventoryUpdateStation: {
    method: 'PUT',
    url: '/api2/inventory/stations/:id',
    access: INVENTORY_MAINTAIN,
  },
  inventorySetStationActive: {
    method: 'POST',
    url: '/api2/inventory/stations/:id/active',
    access: INVENTORY_MAINTAIN,
  },
  inventorySetStationParameters: {
    method: 'PUT',
    url: '/api2/inventory/stations/:id/parameters',
    access: INVENTORY_MAINTAIN,
  },
  inventorySetStationPicture: {
    method: 'PUT',
    url: '/api2/inventory/stations/:id/picture',
    access: INVENTORY_MAINTAIN,
  },
  inventoryRemoveStationPicture: {
    method: 'DELETE',
    url: '/api2/inventory/stations/:id/picture',
    access: INVENTORY_MAINTAIN,
  },
  inventoryAddGalleryPicture: {
    method: 'POST',
    url: '/api2/inventory/stations/:id/gallery',
    access: INVENTORY_MAINTAIN,
  },
  inventoryRemoveGalleryPicture: {
    method: 'DELETE',
    url: '/api2/inventory/stations/:id/gallery/:pictureId',
    access: INVENTORY_MAINTAIN,
  },
  // Public so that <img> tags (which cannot send a bearer token) can show it; the key in the URL
  // is random and unguessable, and only pictures of active stations are served.
  inventoryPicture: { method: 'GET', url: '/api2/inventory/pictures/:key', access: 'public' },
  inventoryIssueIngestKey: {
    method: 'POST',
    url: '/api2/inventory/stations/:id/ingest-key',
    access: INVENTORY_MAINTAIN,
  },
  inventoryParameters: {
    method: 'GET',
    url: '/api2/inventory/parameters',
    access: INVENTORY_PARAMETERS,
  },
  inventoryCreateParameter: {
    method: 'POST',
    url: '/api2/inventory/parameters',
    access: INVENTORY_MAINTAIN,
  },
  inventoryUpdateParameter: {
    method: 'PUT',
    url: '/api2/inventory/parameters/:code',
    access: INVENTORY_MAINTAIN,
  },
  inventorySetParameterActive: {
    method: 'POST',
    url: '/api2/inventory/parameters/:code/active',
    access: INVENTORY_MAINTAIN,
  },
  inventorySensors: { method: 'GET', url: '/api2/inventory/sensors', access: INVENTORY_SENSORS },
  inventoryCreateSensor: {
    method: 'POST',
    url: '/api2/inventory/sensors',
    access: INVENTORY_MAINTAIN,
  },
  inventoryUpdateSensor: {
    method: 'PUT',
    url: '/api2/inventory/sensors/:id',
    access: INVENTORY_MAINTAIN,
  },
  inventoryRetireSensor: {
    method: 'POST',
    url: '/api2/inventory/sensors/:id/retire',
    access: INVENTORY_MAINTAIN,
  },
  inventoryEdc: { method: 'GET', url: '/api2/inventory/edc', access: INVENTORY_MAINTAIN },
  inventoryCreateEdc: { method: 'POST', url: '/api2/inventory/edc', access: INVENTORY_MAINTAIN },
  inventoryUpdateEdc: { method: 'PUT', url: '/api2/inventory/edc/:id', access: INVENTORY_MAINTAIN },
  inventoryRetireEdc: {
    method: 'POST',
    url: '/api2/inventory/edc/:id/retire',
    access: INVENTORY_MAINTAIN,
  },
  inventoryRefStates: { method: 'GET', url: '/api2/inventory/ref/states', access: INVENTORY_ANY },
  inventoryRefDistricts: {
    method: 'GET',
    url: '/api2/inventory/ref/districts',
    access: INVENTORY_ANY,
  },
  inventoryRefBasins: { method: 'GET', url: '/api2/inventory/ref/basins', access: INVENTORY_ANY },
  inventoryRefRivers: { method: 'GET', url: '/api2/inventory/ref/rivers', access: INVENTORY_ANY },
  inventoryRefStations: {
    method: 'GET',
    url: '/api2/inventory/ref/stations',
    access: INVENTORY_ANY,
  },
  inventoryRefParameters: {
    method: 'GET',
    url: '/api2/inventory/ref/parameters',
    access: INVENTORY_ANY,
  },
} as const satisfies Record<string, ApiDef>;
