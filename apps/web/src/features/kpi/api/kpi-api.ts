import { apiPath, type DataKpi, type KpiState, type SystemKpi } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A query string of the filters that have a value. */
export function kpiQueryString(filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) q.set(key, value);
  return q.toString();
}

export const kpiStatesQuery = queryOptions({
  queryKey: ['kpi', 'states'],
  queryFn: () => apiRequest<KpiState[]>(apiPath('kpiStates')),
  staleTime: 5 * 60_000,
});

export const systemKpiQuery = (query: string) =>
  queryOptions({
    queryKey: ['kpi', 'system', query],
    queryFn: () => apiRequest<SystemKpi>(`${apiPath('kpiSystem')}?${query}`),
  });

export const dataKpiQuery = (query: string) =>
  queryOptions({
    queryKey: ['kpi', 'data', query],
    queryFn: () => apiRequest<DataKpi>(`${apiPath('kpiData')}?${query}`),
  });
