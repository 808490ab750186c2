import type { Access } from '../access/access.js';
import { mapApiEntries } from '../maps/map-api-entries.js';
import { ANY_ALERT_ROLES } from '../alerts/alert-kinds.js';
import { HOME_API_ENTRIES } from '../home/home-api-entries.js';
import { INFORMATION_API_ENTRIES } from '../information/information-entries.js';
import { PUBLIC_PORTAL_API_ENTRIES } from '../public-portal/public-portal-entries.js';
import { stationInformationApiEntries } from '../station-information/station-information-entries.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiDef {
  readonly method: HttpMethod;
  /** Fastify URL pattern, e.g. `/api2/inventory/stations/:id`. */
  readonly url: string;
  readonly access: Access;
}

/**
 * Every server route. The server refuses to start when it registers a route missing here, and
 * one hook enforces `access` on every request; the web app reads the same table for its calls.
 */
const ADMIN = { anyOf: ['System Admin'] } as const;
/** The index calculators of one medium: the `Index Calculator <MODULE>` role of any of its modules. */
const AIR_CALCULATOR = { anyOf: ['Index Calculator CAQM', 'Index Calculator MAQM', 'Index Calculator MCAQM'] } as const;
const RIVER_CALCULATOR = { anyOf: ['Index Calculator CRWQM', 'Index Calculator MRWQM'] } as const;
const MARINE_CALCULATOR = { anyOf: ['Index Calculator CMWQM', 'Index Calculator MMWQM'] } as const;

/** Inventory (spec §2 More → inventory, §6 top-level roles): who reads what, and who changes it. */
const INVENTORY_MAINTAIN = { anyOf: ['Inventory Maintenance'] } as const;
const INVENTORY_STATIONS = { anyOf: ['Station Information', 'Inventory Maintenance'] } as const;
const INVENTORY_SENSORS = { anyOf: ['List of Sensor', 'Inventory Maintenance'] } as const;
const INVENTORY_PARAMETERS = { anyOf: ['List of Parameter', 'Inventory Maintenance'] } as const;
const INVENTORY_ANY = { anyOf: ['Station Information', 'List of Sensor', 'List of Parameter', 'Inventory Maintenance'] } as const;

export const API = {
  health: { method: 'GET', url: '/api2/health', access: 'public' },
  contact: { method: 'GET', url: '/api2/public/contact', access: 'public' },

  // Sign-in and session (spec §7).
  login: { method: 'POST', url: '/api2/users/login', access: 'public' },
  renewJwt: { method: 'POST', url: '/api2/users/renewjwt', access: 'public' },
  logout: { method: 'POST', url: '/api2/users/logout', access: 'public' },
  captcha: { method: 'GET', url: '/api2/users/captcha', access: 'public' },
  forgotPassword: { method: 'POST', url: '/api2/users/forgot-password', access: 'public' },
  resetPassword: { method: 'POST', url: '/api2/users/reset-password', access: 'public' },

  // The signed-in user's own profile.
  me: { method: 'GET', url: '/api2/users/me', access: 'session' },
  updateMe: { method: 'PUT', url: '/api2/users/me', access: 'session' },
  changePassword: { method: 'POST', url: '/api2/users/me/password', access: 'session' },

  // System Administration.
  adminDashboard: { method: 'GET', url: '/api2/admin/dashboard', access: ADMIN },
  adminUsers: { method: 'GET', url: '/api2/admin/users', access: ADMIN },
  adminUser: { method: 'GET', url: '/api2/admin/users/:id', access: ADMIN },
  adminCreateUser: { method: 'POST', url: '/api2/admin/users', access: ADMIN },
  adminUpdateUser: { method: 'PUT', url: '/api2/admin/users/:id', access: ADMIN },
  adminSetUserActive: { method: 'POST', url: '/api2/admin/users/:id/active', access: ADMIN },
  adminUnlockUser: { method: 'POST', url: '/api2/admin/users/:id/unlock', access: ADMIN },
  adminResetUserPassword: { method: 'POST', url: '/api2/admin/users/:id/reset-password', access: ADMIN },
  adminRoles: { method: 'GET', url: '/api2/admin/roles', access: ADMIN },
  adminRole: { method: 'GET', url: '/api2/admin/roles/:id', access: ADMIN },
  adminCreateRole: { method: 'POST', url: '/api2/admin/roles', access: ADMIN },
  adminUpdateRole: { method: 'PUT', url: '/api2/admin/roles/:id', access: ADMIN },
  adminDeleteRole: { method: 'DELETE', url: '/api2/admin/roles/:id', access: ADMIN },
  adminFunctions: { method: 'GET', url: '/api2/admin/functions', access: ADMIN },
  adminUpdateFunctionGrouping: { method: 'PUT', url: '/api2/admin/functions/grouping', access: ADMIN },
  adminRegions: { method: 'GET', url: '/api2/admin/regions', access: ADMIN },
  adminCreateRegion: { method: 'POST', url: '/api2/admin/regions', access: ADMIN },
  adminUpdateRegion: { method: 'PUT', url: '/api2/admin/regions/:id', access: ADMIN },
  adminDeleteRegion: { method: 'DELETE', url: '/api2/admin/regions/:id', access: ADMIN },
  adminStates: { method: 'GET', url: '/api2/admin/states', access: ADMIN },
  adminCreateState: { method: 'POST', url: '/api2/admin/states', access: ADMIN },
  adminUpdateState: { method: 'PUT', url: '/api2/admin/states/:id', access: ADMIN },
  adminDeleteState: { method: 'DELETE', url: '/api2/admin/states/:id', access: ADMIN },
  adminAccessLog: { method: 'GET', url: '/api2/admin/access-log', access: ADMIN },
  adminActivityLog: { method: 'GET', url: '/api2/admin/activity-log', access: ADMIN },

  // Index calculators (spec §2 "Others"): API, DOE-WQI and MMWQI from entered values.
  calculateAir: { method: 'POST', url: '/api2/calculators/air', access: AIR_CALCULATOR },
  calculateRiver: { method: 'POST', url: '/api2/calculators/river', access: RIVER_CALCULATOR },
  calculateMarine: { method: 'POST', url: '/api2/calculators/marine', access: MARINE_CALCULATOR },

  // Standards and breakpoint tables as versioned data (System Admin, audited).
  adminStandards: { method: 'GET', url: '/api2/admin/standards', access: ADMIN },
  adminAddBreakpointVersion: { method: 'POST', url: '/api2/admin/standards/breakpoints', access: ADMIN },
  adminAddLimitVersion: { method: 'POST', url: '/api2/admin/standards/limits', access: ADMIN },
  adminAddIndexVersion: { method: 'POST', url: '/api2/admin/standards/indices', access: ADMIN },
  adminSetPm25Table: { method: 'PUT', url: '/api2/admin/standards/pm25-table', access: ADMIN },

  // Inventory: stations, pictures, ingestion keys, parameters, sensors, EDC equipment, pickers.
  inventoryStations: { method: 'GET', url: '/api2/inventory/stations', access: INVENTORY_STATIONS },
  inventoryStation: { method: 'GET', url: '/api2/inventory/stations/:id', access: INVENTORY_STATIONS },
  inventoryCreateStation: { method: 'POST', url: '/api2/inventory/stations', access: INVENTORY_MAINTAIN },
  inventoryUpdateStation: { method: 'PUT', url: '/api2/inventory/stations/:id', access: INVENTORY_MAINTAIN },
  inventorySetStationActive: { method: 'POST', url: '/api2/inventory/stations/:id/active', access: INVENTORY_MAINTAIN },
  inventorySetStationParameters: { method: 'PUT', url: '/api2/inventory/stations/:id/parameters', access: INVENTORY_MAINTAIN },
  inventorySetStationPicture: { method: 'PUT', url: '/api2/inventory/stations/:id/picture', access: INVENTORY_MAINTAIN },
  inventoryRemoveStationPicture: { method: 'DELETE', url: '/api2/inventory/stations/:id/picture', access: INVENTORY_MAINTAIN },
  inventoryAddGalleryPicture: { method: 'POST', url: '/api2/inventory/stations/:id/gallery', access: INVENTORY_MAINTAIN },
  inventoryRemoveGalleryPicture: { method: 'DELETE', url: '/api2/inventory/stations/:id/gallery/:pictureId', access: INVENTORY_MAINTAIN },
  // Public so that <img> tags (which cannot send a bearer token) can show it; the key in the URL
  // is random and unguessable, and only pictures of active stations are served.
  inventoryPicture: { method: 'GET', url: '/api2/inventory/pictures/:key', access: 'public' },
  inventoryIssueIngestKey: { method: 'POST', url: '/api2/inventory/stations/:id/ingest-key', access: INVENTORY_MAINTAIN },
  inventoryParameters: { method: 'GET', url: '/api2/inventory/parameters', access: INVENTORY_PARAMETERS },
  inventoryCreateParameter: { method: 'POST', url: '/api2/inventory/parameters', access: INVENTORY_MAINTAIN },
  inventoryUpdateParameter: { method: 'PUT', url: '/api2/inventory/parameters/:code', access: INVENTORY_MAINTAIN },
  inventorySetParameterActive: { method: 'POST', url: '/api2/inventory/parameters/:code/active', access: INVENTORY_MAINTAIN },
  inventorySensors: { method: 'GET', url: '/api2/inventory/sensors', access: INVENTORY_SENSORS },
  inventoryCreateSensor: { method: 'POST', url: '/api2/inventory/sensors', access: INVENTORY_MAINTAIN },
  inventoryUpdateSensor: { method: 'PUT', url: '/api2/inventory/sensors/:id', access: INVENTORY_MAINTAIN },
  inventoryRetireSensor: { method: 'POST', url: '/api2/inventory/sensors/:id/retire', access: INVENTORY_MAINTAIN },
  inventoryEdc: { method: 'GET', url: '/api2/inventory/edc', access: INVENTORY_MAINTAIN },
  inventoryCreateEdc: { method: 'POST', url: '/api2/inventory/edc', access: INVENTORY_MAINTAIN },
  inventoryUpdateEdc: { method: 'PUT', url: '/api2/inventory/edc/:id', access: INVENTORY_MAINTAIN },
  inventoryRetireEdc: { method: 'POST', url: '/api2/inventory/edc/:id/retire', access: INVENTORY_MAINTAIN },
  inventoryRefStates: { method: 'GET', url: '/api2/inventory/ref/states', access: INVENTORY_ANY },
  inventoryRefDistricts: { method: 'GET', url: '/api2/inventory/ref/districts', access: INVENTORY_ANY },
  inventoryRefBasins: { method: 'GET', url: '/api2/inventory/ref/basins', access: INVENTORY_ANY },
  inventoryRefRivers: { method: 'GET', url: '/api2/inventory/ref/rivers', access: INVENTORY_ANY },
  inventoryRefStations: { method: 'GET', url: '/api2/inventory/ref/stations', access: INVENTORY_ANY },
  inventoryRefParameters: { method: 'GET', url: '/api2/inventory/ref/parameters', access: INVENTORY_ANY },

  // Data from stations (keys and gateway secrets are checked by the handlers).
  ingestReadings: { method: 'POST', url: '/api2/ingest/readings', access: 'public' },

  // Data polling system.
  pollingTransmission: { method: 'GET', url: '/api2/polling/transmission', access: { anyOf: ['Data Transmission Monitoring'] } },
  pollingRaw: { method: 'GET', url: '/api2/polling/raw', access: { anyOf: ['Raw Data'] } },
  pollingStations: { method: 'GET', url: '/api2/polling/stations', access: { anyOf: ['Raw Data', 'Data Transmission Monitoring', 'SMS Poll Table'] } },

  // SMS poll table: the gateway webhook (its key is checked by the handler), the list, re-parse.
  ingestSms: { method: 'POST', url: '/api2/ingest/sms', access: 'public' },
  pollingSms: { method: 'GET', url: '/api2/polling/sms', access: { anyOf: ['SMS Poll Table'] } },
  pollingSmsReparse: { method: 'POST', url: '/api2/polling/sms/:id/reparse', access: { anyOf: ['SMS Poll Table'] } },

  // KPI reports (spec §2 More → kpi_report, §6 top-level roles).
  kpiSystem: { method: 'GET', url: '/api2/kpi/system', access: { anyOf: ['System KPI'] } },
  kpiData: { method: 'GET', url: '/api2/kpi/data', access: { anyOf: ['Data KPI'] } },
  kpiStates: { method: 'GET', url: '/api2/kpi/states', access: { anyOf: ['System KPI', 'Data KPI'] } },

  // Query options (spec §2): one entry per module, so the access hook checks `Query Options <MODULE>`;
  // `:kind` is options | report | graph | crosstab | comparison | windrose | frequency.
  queryCaqm: { method: 'GET', url: '/api2/query/caqm/:kind', access: { anyOf: ['Query Options CAQM'] } },
  queryMaqm: { method: 'GET', url: '/api2/query/maqm/:kind', access: { anyOf: ['Query Options MAQM'] } },
  queryMcaqm: { method: 'GET', url: '/api2/query/mcaqm/:kind', access: { anyOf: ['Query Options MCAQM'] } },
  queryCrwqm: { method: 'GET', url: '/api2/query/crwqm/:kind', access: { anyOf: ['Query Options CRWQM'] } },
  queryMrwqm: { method: 'GET', url: '/api2/query/mrwqm/:kind', access: { anyOf: ['Query Options MRWQM'] } },
  queryRwis: { method: 'GET', url: '/api2/query/rwis/:kind', access: { anyOf: ['Query Options RWIS'] } },
  queryCmwqm: { method: 'GET', url: '/api2/query/cmwqm/:kind', access: { anyOf: ['Query Options CMWQM'] } },
  queryMmwqm: { method: 'GET', url: '/api2/query/mmwqm/:kind', access: { anyOf: ['Query Options MMWQM'] } },
  queryMwis: { method: 'GET', url: '/api2/query/mwis/:kind', access: { anyOf: ['Query Options MWIS'] } },
  querySoj: { method: 'GET', url: '/api2/query/soj/:kind', access: { anyOf: ['Query Options SOJ'] } },

  // Exports (spec §7): progress of one's own export job; the download is public because a new tab
  // cannot send the bearer token — its signed, expiring, single-user link is the permission.
  exportJob: { method: 'GET', url: '/api2/exports/:id', access: 'session' },
  exportDownload: { method: 'GET', url: '/api2/downloads/:id', access: 'public' },

  // Preformatted reports (spec §2): one entry per module, so the access hook checks `Report <MODULE>`;
  // `:report` is a report name of the module (packages/domain/src/reports) or `options` (its pickers).
  reportsCaqm: { method: 'GET', url: '/api2/reports/caqm/:report', access: { anyOf: ['Report CAQM'] } },
  reportsMaqm: { method: 'GET', url: '/api2/reports/maqm/:report', access: { anyOf: ['Report MAQM'] } },
  reportsMcaqm: { method: 'GET', url: '/api2/reports/mcaqm/:report', access: { anyOf: ['Report MCAQM'] } },
  reportsCrwqm: { method: 'GET', url: '/api2/reports/crwqm/:report', access: { anyOf: ['Report CRWQM'] } },
  reportsMrwqm: { method: 'GET', url: '/api2/reports/mrwqm/:report', access: { anyOf: ['Report MRWQM'] } },
  reportsRwis: { method: 'GET', url: '/api2/reports/rwis/:report', access: { anyOf: ['Report RWIS'] } },
  reportsCmwqm: { method: 'GET', url: '/api2/reports/cmwqm/:report', access: { anyOf: ['Report CMWQM'] } },
  reportsMmwqm: { method: 'GET', url: '/api2/reports/mmwqm/:report', access: { anyOf: ['Report MMWQM'] } },
  reportsMwis: { method: 'GET', url: '/api2/reports/mwis/:report', access: { anyOf: ['Report MWIS'] } },
  // Hotspot files (FIRMS/ASMC CSV) are imported by the air report holders on the hotspot page.
  hotspotImport: { method: 'POST', url: '/api2/hotspots/import', access: { anyOf: ['System Admin', 'Report CAQM', 'Report MAQM', 'Report MCAQM'] } },

  // Alerts (spec §1–§3): lists per module and group, handling, counters, the header badge, settings.
  // The handlers narrow the access per module and alert group (alertViewRoles / alertUpdateRoles).
  alerts: { method: 'GET', url: '/api2/alerts', access: { anyOf: ANY_ALERT_ROLES } },
  alertCounters: { method: 'GET', url: '/api2/alerts/counters', access: 'session' },
  alertBadge: { method: 'GET', url: '/api2/alerts/badge', access: 'session' },
  alert: { method: 'GET', url: '/api2/alerts/:id', access: { anyOf: ANY_ALERT_ROLES } },
  alertAssignees: { method: 'GET', url: '/api2/alerts/:id/assignees', access: { anyOf: ANY_ALERT_ROLES } },
  alertAcknowledge: { method: 'POST', url: '/api2/alerts/:id/acknowledge', access: { anyOf: ANY_ALERT_ROLES } },
  alertAssign: { method: 'POST', url: '/api2/alerts/:id/assign', access: { anyOf: ANY_ALERT_ROLES } },
  alertRemark: { method: 'POST', url: '/api2/alerts/:id/remarks', access: { anyOf: ANY_ALERT_ROLES } },
  alertClose: { method: 'POST', url: '/api2/alerts/:id/close', access: { anyOf: ANY_ALERT_ROLES } },
  alertSettings: { method: 'GET', url: '/api2/alert-settings', access: ADMIN },
  alertUpdateSetting: { method: 'PUT', url: '/api2/alert-settings/:key', access: ADMIN },
  alertAddRecipient: { method: 'POST', url: '/api2/alert-settings/:key/recipients', access: ADMIN },
  alertRemoveRecipient: { method: 'DELETE', url: '/api2/alert-settings/recipients/:id', access: ADMIN },

  // Map viewers (spec §2, §7; map contract): per module layer query, filters and station charts.
  ...mapApiEntries(),
  // Public air map, offline basemap boundaries, the tile/map proxy (only configured services) and
  // mobile station positions (station key checked by the handler).
  publicAirStations: { method: 'GET', url: '/api2/public/air/stations', access: 'public' },
  mapBoundaries: { method: 'GET', url: '/api2/maplayers/boundaries/:layer', access: 'public' },
  mapServices: { method: 'GET', url: '/api2/mapproxy', access: 'session' },
  mapProxy: { method: 'GET', url: '/api2/mapproxy/:service/*', access: 'public' },
  ingestPositions: { method: 'POST', url: '/api2/ingest/positions', access: 'public' },
  ...HOME_API_ENTRIES,
  ...stationInformationApiEntries(),
  ...INFORMATION_API_ENTRIES,
  ...PUBLIC_PORTAL_API_ENTRIES,
} as const satisfies Record<string, ApiDef>;

export type ApiName = keyof typeof API;

export function apiKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** The table indexed by `METHOD url`, for the server's boot check and access hook. */
export function indexApi(table: Readonly<Record<string, ApiDef>> = API): ReadonlyMap<string, ApiDef> {
  return new Map(Object.values(table).map((def) => [apiKey(def.method, def.url), def]));
}
