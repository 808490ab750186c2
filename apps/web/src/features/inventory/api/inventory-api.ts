import {
  apiPath,
  type EdcRow,
  type Page,
  type ParameterRow,
  type RefBasin,
  type RefDistrict,
  type RefParameter,
  type RefRiver,
  type RefState,
  type RefStation,
  type SensorRow,
  type StationFull,
  type StationRow,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);

/** Every inventory query key starts here, so one invalidation refreshes the feature. */
export const inventoryKeys = { all: ['inventory'] as const };

export const stationsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'stations', query],
    queryFn: () => apiRequest<Page<StationRow>>(withQuery(apiPath('inventoryStations'), query)),
  });
export const stationQuery = (id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'station', id],
    queryFn: () => apiRequest<StationFull>(apiPath('inventoryStation', { id })),
  });
export const parametersQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'parameters', query],
    queryFn: () => apiRequest<Page<ParameterRow>>(withQuery(apiPath('inventoryParameters'), query)),
  });
export const sensorsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'sensors', query],
    queryFn: () => apiRequest<Page<SensorRow>>(withQuery(apiPath('inventorySensors'), query)),
  });
export const edcQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'edc', query],
    queryFn: () => apiRequest<Page<EdcRow>>(withQuery(apiPath('inventoryEdc'), query)),
  });

// Picker lists change rarely: keep them for five minutes.
const REF_STALE_MS = 5 * 60_000;
export const refStatesQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'states'],
  queryFn: () => apiRequest<RefState[]>(apiPath('inventoryRefStates')),
  staleTime: REF_STALE_MS,
});
export const refDistrictsQuery = (stateId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'districts', stateId],
    queryFn: () => apiRequest<RefDistrict[]>(apiPath('inventoryRefDistricts', {}, { stateId })),
    staleTime: REF_STALE_MS,
  });
export const refBasinsQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'basins', stateId],
    queryFn: () => apiRequest<RefBasin[]>(apiPath('inventoryRefBasins', {}, { stateId })),
    staleTime: REF_STALE_MS,
  });
export const refRiversQuery = (basinId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'rivers', basinId],
    queryFn: () => apiRequest<RefRiver[]>(apiPath('inventoryRefRivers', {}, { basinId })),
    staleTime: REF_STALE_MS,
  });
export const refStationsQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'stations'],
  queryFn: () => apiRequest<RefStation[]>(apiPath('inventoryRefStations')),
  staleTime: REF_STALE_MS,
});
export const refParametersQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'parameters'],
  queryFn: () => apiRequest<RefParameter[]>(apiPath('inventoryRefParameters')),
  staleTime: REF_STALE_MS,
});
