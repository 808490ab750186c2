import {
  apiPath,
  type AirQualityOverview,
  type HotspotPm,
  type IndexOverview,
  type ManualStations,
  type PollutionEvents,
  type StationStatistics,
  type TrendAnalysis,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The answers of the executive summary pages, by API entry name. */
interface Answers {
  esIndexOverview: IndexOverview;
  esStationStatistics: StationStatistics;
  esTrendAnalysis: TrendAnalysis;
  esPollutionEvents: PollutionEvents;
  esAirQuality: AirQualityOverview;
  esHotspots: HotspotPm;
  esManualStations: ManualStations;
}
export type SummaryEndpoint = keyof Answers;

/** The URL of a page's answer with the filters that have a value (also the export's URL). */
export function summaryPath(
  endpoint: SummaryEndpoint,
  filters: Record<string, string | undefined> = {},
): string {
  return apiPath(endpoint, {}, filters);
}

export const summaryQuery = <E extends SummaryEndpoint>(
  endpoint: E,
  filters: Record<string, string | undefined> = {},
  enabled = true,
) =>
  queryOptions({
    queryKey: ['executive-summary', endpoint, filters],
    queryFn: async () => {
      // The entries of the pages as one family, so the call is checked against all of them.
      const name: SummaryEndpoint = endpoint;
      const search = summaryPath(name, filters).split('?')[1] ?? '';
      return (await callApi(name, { search })) as Answers[E];
    },
    enabled,
  });

export const trendOptionsQuery = queryOptions({
  queryKey: ['executive-summary', 'trend-options'],
  queryFn: () => callApi('esTrendOptions'),
  staleTime: 5 * 60_000,
});
