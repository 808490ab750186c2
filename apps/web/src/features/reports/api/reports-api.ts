import type { DataLevel, ModuleCode } from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** One column of a report, its header and unit already in the user's language. */
export interface ReportColumn {
  key: string;
  header: string;
  unit?: string;
  decimals?: number;
}

export type ReportChart =
  | { type: 'line' | 'bar'; categories: string[]; series: { name: string; data: (number | null)[] }[] }
  | { type: 'boxplot'; categories: string[]; series: { name: string; data: ([number, number, number, number, number] | null)[] }[] };

/** A report as `GET /api2/reports/<module>/<report>` answers it. */
export interface ReportAnswer {
  title: string;
  parameters: { label: string; value: string }[];
  columns: ReportColumn[];
  rows: Record<string, unknown>[];
  chart: ReportChart | null;
  notes: string[];
  level: DataLevel;
  canChooseLevel: boolean;
}

/** What a module's report pickers offer (`…/<module>/options`). */
export interface ReportOptions {
  stations: { id: string; name: string; stateId: number | null; stateName: string | null; isActive: boolean; parameters: string[] }[];
  parameters: { code: string; name: string; unit: string; decimals: number }[];
  states: { id: number; name: string }[];
  cases: { id: string; title: string; year: number; stateId: number | null }[];
}

/** The endpoint of a module's report (the API table's `/api2/reports/<module>/:report`). */
export const reportEndpoint = (module: ModuleCode, name: string) => `/api2/reports/${module.toLowerCase()}/${encodeURIComponent(name)}`;

export const reportOptionsQuery = (module: ModuleCode, language: string) =>
  queryOptions({
    queryKey: ['reports', module, 'options', language],
    queryFn: () => apiRequest<ReportOptions>(reportEndpoint(module, 'options')),
    staleTime: 5 * 60_000,
  });

export const reportQuery = (module: ModuleCode, name: string, search: string, language: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['reports', module, name, search, language],
    queryFn: () => apiRequest<ReportAnswer>(`${reportEndpoint(module, name)}?${search}`),
    enabled,
    placeholderData: keepPreviousData,
  });
