import {
  apiPath,
  moduleApiName,
  type ModuleCode,
  type ReportAnswer,
  type ReportOptions,
} from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The URL of a module's report (or of its pickers, `options`), with the page's query string. */
export const reportUrl = (module: ModuleCode, name: string, search = '') => {
  const path = apiPath(moduleApiName('reports', module), { report: name });
  return search ? `${path}?${search}` : path;
};

/** The API entry of a module's reports (the Straits of Johor has its own pages and none). */
function reportsEntry(module: ModuleCode) {
  if (module === 'SOJ') throw new Error(`No reports API entry for ${module}`);
  return `reports${module}` as const;
}

export const reportOptionsQuery = (module: ModuleCode, language: string) =>
  queryOptions({
    queryKey: ['reports', module, 'options', language],
    // The entry answers a report, its pickers or an export by `:report`: `options` is the pickers.
    queryFn: async () =>
      (await callApi(reportsEntry(module), { params: { report: 'options' } })) as ReportOptions,
    staleTime: 5 * 60_000,
  });

export const reportQuery = (
  module: ModuleCode,
  name: string,
  search: string,
  language: string,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['reports', module, name, search, language],
    // Without `export` in the query string the answer is the report.
    queryFn: async () =>
      (await callApi(reportsEntry(module), { params: { report: name }, search })) as ReportAnswer,
    enabled,
    placeholderData: keepPreviousData,
  });
