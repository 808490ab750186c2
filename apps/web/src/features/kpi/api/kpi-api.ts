import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

/** A query string of the filters that have a value. */
export function kpiQueryString(filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) q.set(key, value);
  return q.toString();
}

export const kpiStatesQuery = queryOptions({
  queryKey: ['kpi', 'states'],
  queryFn: () => callApi('kpiStates'),
  staleTime: 5 * 60_000,
});

export const systemKpiQuery = searchedQuery(['kpi'], 'system', 'kpiSystem');

export const dataKpiQuery = searchedQuery(['kpi'], 'data', 'kpiData');
