import { API } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  EdcRow,
  Page,
  ParameterRow,
  RefBasin,
  RefDistrict,
  RefParameter,
  RefRiver,
  RefState,
  RefStation,
  SensorRow,
  StationFull,
  StationRow,
} from './inventory-types';

/** A URL of the API table with its `:name` parts filled in. */
export function urlOf(url: string, values: Record<string, string | number>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

const withQuery = (url: string, query: string) => (query ? `${url}?${query}` : url);

/** Every inventory query key starts here, so one invalidation refreshes the feature. */
export const inventoryKeys = { all: ['inventory'] as const };

export const stationsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'stations', query],
    queryFn: () => apiRequest<Page<StationRow>>(withQuery(API.inventoryStations.url, query)),
  });
export const stationQuery = (id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'station', id],
    queryFn: () => apiRequest<StationFull>(urlOf(API.inventoryStation.url, { id })),
  });
export const parametersQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'parameters', query],
    queryFn: () => apiRequest<Page<ParameterRow>>(withQuery(API.inventoryParameters.url, query)),
  });
export const sensorsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'sensors', query],
    queryFn: () => apiRequest<Page<SensorRow>>(withQuery(API.inventorySensors.url, query)),
  });
export const edcQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'edc', query],
    queryFn: () => apiRequest<Page<EdcRow>>(withQuery(API.inventoryEdc.url, query)),
  });

// Picker lists change rarely: keep them for five minutes.
const REF_STALE_MS = 5 * 60_000;
export const refStatesQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'states'],
  queryFn: () => apiRequest<RefState[]>(API.inventoryRefStates.url),
  staleTime: REF_STALE_MS,
});
export const refDistrictsQuery = (stateId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'districts', stateId],
    queryFn: () => apiRequest<RefDistrict[]>(`${API.inventoryRefDistricts.url}?stateId=${stateId}`),
    staleTime: REF_STALE_MS,
  });
export const refBasinsQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'basins', stateId],
    queryFn: () =>
      apiRequest<RefBasin[]>(
        withQuery(API.inventoryRefBasins.url, stateId === null ? '' : `stateId=${stateId}`),
      ),
    staleTime: REF_STALE_MS,
  });
export const refRiversQuery = (basinId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'rivers', basinId],
    queryFn: () => apiRequest<RefRiver[]>(`${API.inventoryRefRivers.url}?basinId=${basinId}`),
    staleTime: REF_STALE_MS,
  });
export const refStationsQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'stations'],
  queryFn: () => apiRequest<RefStation[]>(API.inventoryRefStations.url),
  staleTime: REF_STALE_MS,
});
export const refParametersQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'parameters'],
  queryFn: () => apiRequest<RefParameter[]>(API.inventoryRefParameters.url),
  staleTime: REF_STALE_MS,
});
