import {
  apiPath,
  type ModuleCode,
  type StationInfoListResponse,
  type StationInfoResponse,
} from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
    queryFn: () =>
      apiRequest<StationInfoListResponse>(apiPath(`stationInfoList${module}`, {}, { ...filters })),
    placeholderData: keepPreviousData,
  });

export const stationInfoQuery = (module: ModuleCode, id: string) =>
  queryOptions({
    queryKey: ['station-information', module, 'station', id],
    queryFn: () => apiRequest<StationInfoResponse>(apiPath(`stationInfo${module}`, { id })),
  });
