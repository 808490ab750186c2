import type { TopLevelRole } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  airQualityQuery,
  airQualityResponse,
  hotspotPmQuery,
  hotspotPmResponse,
  indexOverviewQuery,
  indexOverviewResponse,
  manualStationsQuery,
  manualStationsResponse,
  pollutionEventsQuery,
  pollutionEventsResponse,
  stationStatisticsQuery,
  stationStatisticsResponse,
  trendAnalysisQuery,
  trendAnalysisResponse,
  trendOptionsResponse,
} from '../contracts/executive-summary.js';

/** The role that opens every executive summary page and answer (spec §6 top-level group). */
const EXECUTIVE = { anyOf: ['Executive Summary' satisfies TopLevelRole] };
const BASE = '/api2/executive-summary';

/** The executive summary pages, as spec §2 names them, in menu order. */
export const EXECUTIVE_SUMMARY_PAGE_NAMES = [
  'index_overview',
  'station_statistics',
  'trend_analysis',
  'pollution_event',
  'air_quality_overview',
  'hotspot',
  'status_of_manual_station',
] as const;
export type ExecutiveSummaryPageName = (typeof EXECUTIVE_SUMMARY_PAGE_NAMES)[number];

const PAGE_IDS = {
  index_overview: 'esIndexOverview',
  station_statistics: 'esStationStatistics',
  trend_analysis: 'esTrendAnalysis',
  pollution_event: 'esPollutionEvent',
  air_quality_overview: 'esAirQualityOverview',
  hotspot: 'esHotspot',
  status_of_manual_station: 'esManualStationStatus',
} as const satisfies Record<ExecutiveSummaryPageName, string>;

/**
 * The executive summary (spec §2 `/eqmp/app/edc/executive_summary/...`): seven national pages for
 * the Executive Summary role, first in the EDC section of the side menu.
 */
export const EXECUTIVE_SUMMARY_PAGES = EXECUTIVE_SUMMARY_PAGE_NAMES.map((page, order) => ({
  id: PAGE_IDS[page],
  path: `/eqmp/app/edc/executive_summary/${page}`,
  access: EXECUTIVE,
  titleKey: `executiveSummary:page.${page}`,
  menu: { section: 'edc' as const, order: 1 + order },
}));

/**
 * The answers behind the pages; each also exports (`&export=xlsx|pdf|csv`) through the exports
 * module. The data keep to the modules the caller's roles cover, as every list does.
 */
export const EXECUTIVE_SUMMARY_API_ENTRIES = {
  esIndexOverview: {
    method: 'GET',
    url: `${BASE}/index-overview`,
    access: EXECUTIVE,
    query: indexOverviewQuery,
    response: indexOverviewResponse,
  },
  esStationStatistics: {
    method: 'GET',
    url: `${BASE}/station-statistics`,
    access: EXECUTIVE,
    query: stationStatisticsQuery,
    response: stationStatisticsResponse,
  },
  esTrendOptions: {
    method: 'GET',
    url: `${BASE}/trend-analysis/options`,
    access: EXECUTIVE,
    response: trendOptionsResponse,
  },
  esTrendAnalysis: {
    method: 'GET',
    url: `${BASE}/trend-analysis`,
    access: EXECUTIVE,
    query: trendAnalysisQuery,
    response: trendAnalysisResponse,
  },
  esPollutionEvents: {
    method: 'GET',
    url: `${BASE}/pollution-events`,
    access: EXECUTIVE,
    query: pollutionEventsQuery,
    response: pollutionEventsResponse,
  },
  esAirQuality: {
    method: 'GET',
    url: `${BASE}/air-quality`,
    access: EXECUTIVE,
    query: airQualityQuery,
    response: airQualityResponse,
  },
  esHotspots: {
    method: 'GET',
    url: `${BASE}/hotspots`,
    access: EXECUTIVE,
    query: hotspotPmQuery,
    response: hotspotPmResponse,
  },
  esManualStations: {
    method: 'GET',
    url: `${BASE}/manual-stations`,
    access: EXECUTIVE,
    query: manualStationsQuery,
    response: manualStationsResponse,
  },
} as const satisfies Record<string, ApiDef>;
