import { API } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type KpiPeriod = 'day' | 'month';
export type CaptureBasis = 'all' | 'excl_cal';

/** Hours with data over the hours expected; `uptimePct` is null when no hour has ended yet. */
export interface UptimeTally {
  upHours: number;
  expectedHours: number;
  uptimePct: number | null;
}

export interface BucketUptime extends UptimeTally {
  /** Local day `YYYY-MM-DD` or month `YYYY-MM`. */
  bucket: string;
}

export interface StationUptime extends UptimeTally {
  id: string;
  name: string;
  module: string;
  stateId: number | null;
  stateName: string | null;
  meetsTarget: boolean | null;
  byBucket: BucketUptime[];
}

export interface ModuleUptime extends UptimeTally {
  module: string;
  stations: number;
  byBucket: BucketUptime[];
}

export interface SystemKpi {
  period: KpiPeriod;
  from: string;
  to: string;
  target: number;
  buckets: string[];
  stations: StationUptime[];
  modules: ModuleUptime[];
}

export interface CaptureRow {
  stationId: string;
  stationName: string;
  module: string;
  stateId: number | null;
  stateName: string | null;
  parameterCode: string;
  calibrationHours: number;
  captureAllPct: number | null;
  captureExclCalPct: number | null;
  meetsTarget: boolean | null;
}

export interface DataKpi {
  month: string;
  hours: number;
  target: number;
  basis: CaptureBasis;
  rows: CaptureRow[];
}

/** A query string of the filters that have a value. */
export function kpiQueryString(filters: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) q.set(key, value);
  return q.toString();
}

export const kpiStatesQuery = queryOptions({
  queryKey: ['kpi', 'states'],
  queryFn: () => apiRequest<{ id: number; name: string }[]>(API.kpiStates.url),
  staleTime: 5 * 60_000,
});

export const systemKpiQuery = (query: string) =>
  queryOptions({ queryKey: ['kpi', 'system', query], queryFn: () => apiRequest<SystemKpi>(`${API.kpiSystem.url}?${query}`) });

export const dataKpiQuery = (query: string) =>
  queryOptions({ queryKey: ['kpi', 'data', query], queryFn: () => apiRequest<DataKpi>(`${API.kpiData.url}?${query}`) });
