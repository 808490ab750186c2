import type { CrossTabColumn, DataLevel, ModuleCode, QueryInterval, WindSector } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What a query output repeats of its query. */
export interface QueryMeta {
  module: ModuleCode;
  level: DataLevel;
  from: string;
  end: string;
  stations: { id: string; name: string }[];
  parameters: QueryParameter[];
}

export interface QueryParameter {
  code: string;
  nameEn: string;
  nameMs: string;
  unit: string;
  decimals: number;
}

export interface QueryStation {
  id: string;
  name: string;
  stateId: number | null;
  stateName: string | null;
  basinId: number | null;
  basinName: string | null;
  riverId: number | null;
  riverName: string | null;
  category: string | null;
}

/** The lists to choose from. */
export interface QueryChoices {
  module: ModuleCode;
  canChooseLevel: boolean;
  states: { id: number; name: string }[];
  basins: { id: number; name: string }[];
  rivers: { id: number; name: string }[];
  categories: string[];
  stations: QueryStation[];
  parameters: QueryParameter[];
}

export interface ReportRow {
  bucket: string;
  stationId: string;
  stationName: string;
  parameterCode: string;
  unit: string;
  avg: number | null;
  min: number | null;
  max: number | null;
  hours: number;
}

export interface QueryReport extends QueryMeta {
  interval: QueryInterval;
  rows: ReportRow[];
}

export interface QueryGraph extends QueryMeta {
  interval: QueryInterval;
  unit: string;
  categories: string[];
  series: { stationId: string; parameterCode: string; data: (number | null)[] }[];
}

export interface QueryCrossTab extends QueryMeta {
  interval: QueryInterval;
  layout: 'site' | 'time';
  columns: CrossTabColumn[];
  rows: Record<string, string | number | null>[];
}

export interface ComparisonRow extends Omit<ReportRow, 'bucket'> {
  capturePct: number | null;
}

export interface QueryComparison extends QueryMeta {
  hoursInRange: number;
  rows: ComparisonRow[];
}

export interface QueryWindRose extends QueryMeta {
  sectors: WindSector[];
  speedClasses: { from: number; to: number | null }[];
  counts: number[][];
  calm: number;
  valid: number;
  missing: number;
  calmPct: number;
  percent: number[][];
}

export interface QueryFrequency extends QueryMeta {
  interval: QueryInterval;
  edges: number[];
  rows: { from: number; to: number; count: number; percent: number; cumulativePercent: number }[];
  below: number;
  above: number;
  total: number;
}

export interface QueryOutputs {
  report: QueryReport;
  graph: QueryGraph;
  crosstab: QueryCrossTab;
  comparison: QueryComparison;
  windrose: QueryWindRose;
  frequency: QueryFrequency;
}

/** `/api2/query/<module>/<kind>` (one API entry per module). */
export const queryUrl = (module: ModuleCode, kind: keyof QueryOutputs | 'options') => `/api2/query/${module.toLowerCase()}/${kind}`;

export const queryChoicesQuery = (module: ModuleCode) =>
  queryOptions({ queryKey: ['query', module, 'options'], queryFn: () => apiRequest<QueryChoices>(queryUrl(module, 'options')), staleTime: 5 * 60_000 });

/** One output for a query string; errors (4xx with a message) are shown to the user. */
export const queryOutputQuery = <K extends keyof QueryOutputs>(module: ModuleCode, kind: K, search: string) =>
  queryOptions({ queryKey: ['query', module, kind, search], queryFn: () => apiRequest<QueryOutputs[K]>(`${queryUrl(module, kind)}?${search}`), retry: false });
