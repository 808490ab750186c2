import type { ModuleCode } from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryText } from '../../../lib/query-text';

export interface StationListFilters {
  readonly page: number;
  readonly pageSize: number;
  readonly search?: string | undefined;
  readonly stateId?: string | undefined;
  readonly status?: string | undefined;
}

export const stationInfoListQuery = (module: ModuleCode, filters: StationListFilters) =>
  queryOptions({
    queryKey: ['station-information', module, filters],
    queryFn: () => callApi(`stationInfoList${module}`, { search: queryText({ ...filters }) }),
    placeholderData: keepPreviousData,
  });

export const stationInfoQuery = (module: ModuleCode, id: string) =>
  queryOptions({
    queryKey: ['station-information', module, 'station', id],
    queryFn: () => callApi(`stationInfo${module}`, { params: { id } }),
  });
