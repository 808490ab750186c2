import {
  apiPath,
  moduleApiName,
  type ModuleCode,
  type ReportAnswer,
  type ReportOptions,
} from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The URL of a module's report (or of its pickers, `options`), with the page's query string. */
export const reportUrl = (module: ModuleCode, name: string, search = '') => {
  const path = apiPath(moduleApiName('reports', module), { report: name });
  return search ? `${path}?${search}` : path;
};

export const reportOptionsQuery = (module: ModuleCode, language: string) =>
  queryOptions({
    queryKey: ['reports', module, 'options', language],
    queryFn: () => apiRequest<ReportOptions>(reportUrl(module, 'options')),
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
    queryFn: () => apiRequest<ReportAnswer>(reportUrl(module, name, search)),
    enabled,
    placeholderData: keepPreviousData,
  });
