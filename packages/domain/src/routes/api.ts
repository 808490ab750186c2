import type { ApiDef } from './api-def.js';
import { MAP_SHARED_API_ENTRIES, mapApiEntries } from '../maps/map-api-entries.js';
import { SECURITY_API_ENTRIES } from './security-api-entries.js';
import { ALERT_API_ENTRIES } from '../alerts/alert-api-entries.js';
import { MODULE_CODES, type ModuleCode } from '../modules.js';
import { moduleActionEntries } from './module-api-entries.js';
import { roleName, SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import { QAQC_API_ENTRIES } from '../qaqc/qaqc-api-entries.js';
import { RECORD_API_ENTRIES } from '../records/record-api-entries.js';
import { sojApiEntries } from '../soj/soj-api-entries.js';
import { DOCUMENT_API_ENTRIES } from '../documents/document-api-entries.js';
import { eqmpApiEntries } from '../eqmp/eqmp-api-entries.js';
import { DEV_API_ENTRIES } from '../dev/dev-pages.js';
import { eqrApiEntries } from '../eqr/eqr-api.js';
import { MANUAL_API_ENTRIES } from '../manual/manual-api-entries.js';
import { HOME_API_ENTRIES } from '../home/home-api-entries.js';
import { INFORMATION_API_ENTRIES } from '../information/information-entries.js';
import { PUBLIC_PORTAL_API_ENTRIES } from '../public-portal/public-portal-api-entries.js';
import { OPEN_DATA_API_ENTRIES } from '../open-data/open-data-api-entries.js';
import { SIGNAGE_API_ENTRIES } from '../signage/signage-api-entries.js';
import { FEEDBACK_API_ENTRIES } from '../feedback/feedback-entries.js';
import { stationInformationApiEntries } from '../station-information/station-information-entries.js';
import { MOBILE_API_ENTRIES } from '../mobile/mobile-entries.js';
import { INVESTIGATIVE_API_ENTRIES } from '../investigative/investigative-api-entries.js';
import { TARBALL_API_ENTRIES } from '../reports/tarball-entries.js';
import { EXECUTIVE_SUMMARY_API_ENTRIES } from '../executive-summary/executive-summary-entries.js';
import { SAMPLING_API_ENTRIES } from '../sampling/sampling-api-entries.js';
import { INVENTORY_API_ENTRIES } from './inventory-api-entries.js';
import { queryParams, queryResponse, queryString } from '../contracts/query.js';
import { reportParams, reportQuery, reportResponse } from '../contracts/reports.js';
import { exportDownloadQuery, exportJobParams, exportJobResponse } from '../contracts/exports.js';
import { hotspotImportResponse } from '../contracts/hotspots.js';
import { ingestReadingsBody, ingestReadingsResponse } from '../contracts/ingest.js';
import { ADMIN_API_ENTRIES } from './admin-api-entries.js';
import { AUTH_API_ENTRIES } from './auth-api-entries.js';
import { KPI_API_ENTRIES } from './kpi-api-entries.js';
import { POLLING_API_ENTRIES } from './polling-api-entries.js';
import { PROFILE_API_ENTRIES } from './profile-api-entries.js';
import {
  airBody,
  airResult,
  marineBody,
  marineResult,
  riverBody,
  riverResult,
} from '../contracts/calculators.js';
import {
  breakpointItem,
  breakpointVersionBody,
  indexItem,
  indexVersionBody,
  limitVersionBody,
  limitVersionItem,
  pm25TableBody,
  standardsOverview,
} from '../contracts/standards.js';

/** Any of these per-module functions' roles, e.g. `Index Calculator CAQM`. */
const moduleRoles = (functionName: string, modules: readonly ModuleCode[]) => ({
  anyOf: modules.map((module) => roleName(functionName, module)),
});
// The index calculators of one medium: the `Index Calculator <MODULE>` role of any of its modules.
const AIR_CALCULATOR = moduleRoles('Index Calculator', ['CAQM', 'MAQM', 'MCAQM']);
const RIVER_CALCULATOR = moduleRoles('Index Calculator', ['CRWQM', 'MRWQM']);
const MARINE_CALCULATOR = moduleRoles('Index Calculator', ['CMWQM', 'MMWQM']);

/** The modules with preformatted reports (the Straits of Johor has its own pages). */
const REPORT_API_MODULES = MODULE_CODES.filter(
  (code): code is Exclude<ModuleCode, 'SOJ'> => code !== 'SOJ',
);

/**
 * Every server route. The server refuses to start when it registers a route missing here, and
 * one hook enforces `access` on every request; the web app reads the same table for its calls.
 */
export const API = {
  health: { method: 'GET', url: '/api2/health', access: 'public' },

  // Sign-in and session (spec §7), and the helpdesk contact of the sign-in pages.
  ...AUTH_API_ENTRIES,
  // The signed-in user's own profile.
  ...PROFILE_API_ENTRIES,
  // Confirming a changed email address from the emailed link.
  ...SECURITY_API_ENTRIES,

  // System Administration: users, role templates, functions, regions and states, the logs.
  ...ADMIN_API_ENTRIES,

  // Index calculators (spec §2 "Others"): API, DOE-WQI and MMWQI from entered values.
  calculateAir: {
    method: 'POST',
    url: '/api2/calculators/air',
    access: AIR_CALCULATOR,
    body: airBody,
    response: airResult,
  },
  calculateRiver: {
    method: 'POST',
    url: '/api2/calculators/river',
    access: RIVER_CALCULATOR,
    body: riverBody,
    response: riverResult,
  },
  calculateMarine: {
    method: 'POST',
    url: '/api2/calculators/marine',
    access: MARINE_CALCULATOR,
    body: marineBody,
    response: marineResult,
  },

  // Standards and breakpoint tables as versioned data (System Admin, audited).
  adminStandards: {
    method: 'GET',
    url: '/api2/admin/standards',
    access: SYSTEM_ADMIN_ONLY,
    response: standardsOverview,
  },
  adminAddBreakpointVersion: {
    method: 'POST',
    url: '/api2/admin/standards/breakpoints',
    access: SYSTEM_ADMIN_ONLY,
    body: breakpointVersionBody,
    response: breakpointItem,
    status: 201,
  },
  adminAddLimitVersion: {
    method: 'POST',
    url: '/api2/admin/standards/limits',
    access: SYSTEM_ADMIN_ONLY,
    body: limitVersionBody,
    response: limitVersionItem,
    status: 201,
  },
  adminAddIndexVersion: {
    method: 'POST',
    url: '/api2/admin/standards/indices',
    access: SYSTEM_ADMIN_ONLY,
    body: indexVersionBody,
    response: indexItem,
    status: 201,
  },
  adminSetPm25Table: {
    method: 'PUT',
    url: '/api2/admin/standards/pm25-table',
    access: SYSTEM_ADMIN_ONLY,
    body: pm25TableBody,
    response: standardsOverview,
  },
  ...TARBALL_API_ENTRIES,

  // Inventory: stations, pictures, ingestion keys, parameters, sensors, EDC equipment, pickers.
  ...INVENTORY_API_ENTRIES,

  // Data from stations (keys and gateway secrets are checked by the handlers).
  ingestReadings: {
    method: 'POST',
    url: '/api2/ingest/readings',
    access: 'public',
    body: ingestReadingsBody,
    response: ingestReadingsResponse,
  },

  // Data polling system: transmission monitoring, raw data, and the SMS poll table with the
  // gateway's webhook (its key is checked by the handler).
  ...POLLING_API_ENTRIES,

  // KPI reports (spec §2 More → kpi_report, §6 top-level roles).
  ...KPI_API_ENTRIES,

  // Query options (spec §2): one entry per module, so the access hook checks `Query Options <MODULE>`;
  // `:kind` is options | report | graph | crosstab | comparison | windrose | frequency.
  ...moduleActionEntries(
    'query',
    MODULE_CODES,
    { '': { method: 'GET', params: queryParams, query: queryString, response: queryResponse } },
    (code) => ({
      url: `/api2/query/${code.toLowerCase()}/:kind`,
      access: moduleRoles('Query Options', [code]),
    }),
  ),

  // Exports (spec §7): progress of one's own export job; the download is public because a new tab
  // cannot send the bearer token — its signed, expiring, single-user link is the permission.
  exportJob: {
    method: 'GET',
    url: '/api2/exports/:id',
    access: 'session',
    params: exportJobParams,
    response: exportJobResponse,
  },
  exportDownload: {
    method: 'GET',
    url: '/api2/downloads/:id',
    access: 'public',
    params: exportJobParams,
    query: exportDownloadQuery,
  },

  // Preformatted reports (spec §2): one entry per module, so the access hook checks `Report <MODULE>`;
  // `:report` is a report name of the module (packages/domain/src/reports) or `options` (its pickers).
  ...moduleActionEntries(
    'reports',
    REPORT_API_MODULES,
    { '': { method: 'GET', params: reportParams, query: reportQuery, response: reportResponse } },
    (code) => ({
      url: `/api2/reports/${code.toLowerCase()}/:report`,
      access: moduleRoles('Report', [code]),
    }),
  ),
  // Hotspot files (FIRMS/ASMC CSV) are imported on the hotspot page by an air module's
  // `Upload Hotspot` holder (`Report` reads the page and never writes).
  hotspotImport: {
    method: 'POST',
    url: '/api2/hotspots/import',
    access: {
      anyOf: [
        ...SYSTEM_ADMIN_ONLY.anyOf,
        ...moduleRoles('Upload Hotspot', ['CAQM', 'MAQM', 'MCAQM']).anyOf,
      ],
    },
    response: hotspotImportResponse,
  },

  // Alerts (spec §1–§3): lists per module and group, handling, counters, the header badge, settings.
  ...ALERT_API_ENTRIES,

  // Map viewers (spec §2, §7; map contract): per module layer query, filters and station charts.
  ...mapApiEntries(),
  // QA/QC review, approval and delete requests (QUALITY.md).
  ...QAQC_API_ENTRIES,
  ...RECORD_API_ENTRIES,
  // Public air map, offline basemap boundaries, the tile/map proxy and mobile station positions.
  ...MAP_SHARED_API_ENTRIES,

  // The other areas declare their entries beside their pages in the domain.
  ...sojApiEntries(),
  ...DOCUMENT_API_ENTRIES,
  ...eqmpApiEntries(),
  ...DEV_API_ENTRIES,
  ...eqrApiEntries(),
  ...MANUAL_API_ENTRIES,
  ...HOME_API_ENTRIES,
  ...stationInformationApiEntries(),
  ...INFORMATION_API_ENTRIES,
  ...PUBLIC_PORTAL_API_ENTRIES,
  // Open data: the public layers as OGC API – Features (docs/open-data.md).
  ...OPEN_DATA_API_ENTRIES,
  ...MOBILE_API_ENTRIES,
  ...INVESTIGATIVE_API_ENTRIES,
  ...EXECUTIVE_SUMMARY_API_ENTRIES,
  ...SIGNAGE_API_ENTRIES,
  ...FEEDBACK_API_ENTRIES,
  // Manual programmes: plans, samples, field and lab entry, validation (docs/manual-programmes.md).
  ...SAMPLING_API_ENTRIES,
} as const satisfies Record<string, ApiDef>;

export type ApiName = keyof typeof API;

/** The key of a route in the indexed table: `METHOD url`, e.g. `GET /api2/health`. */
export function apiKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** The table indexed by `METHOD url`, for the server's boot check and access hook. */
export function indexApi(
  table: Readonly<Record<string, ApiDef>> = API,
): ReadonlyMap<string, ApiDef> {
  return new Map(Object.values(table).map((def) => [apiKey(def.method, def.url), def]));
}
