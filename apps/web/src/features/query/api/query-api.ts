import {
  apiPath,
  moduleApiName,
  type ModuleCode,
  type QueryChoices,
  type QueryOutputs,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** `/api2/query/<module>/<kind>` (one API entry per module), with the page's query string. */
export const queryUrl = (module: ModuleCode, kind: keyof QueryOutputs | 'options', search = '') => {
  const path = apiPath(moduleApiName('query', module), { kind });
  return search ? `${path}?${search}` : path;
};

export const queryChoicesQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: ['query', module, 'options'],
    // The entry answers the choices, an output or an export by `:kind`: `options` is the choices.
    queryFn: async () =>
      (await callApi(`query${module}`, { params: { kind: 'options' } })) as QueryChoices,
    staleTime: 5 * 60_000,
  });

/** One output for a query string; errors (4xx with a message) are shown to the user. */
export const queryOutputQuery = <K extends keyof QueryOutputs>(
  module: ModuleCode,
  kind: K,
  search: string,
) =>
  queryOptions({
    queryKey: ['query', module, kind, search],
    // Without `export` in the query string the answer is the output of `:kind`.
    queryFn: async () =>
      (await callApi(`query${module}`, { params: { kind }, search })) as QueryOutputs[K],
    retry: false,
  });
