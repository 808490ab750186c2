import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every inventory query key starts here, so one invalidation refreshes the feature. */
export const inventoryKeys = { all: ['inventory'] as const };

export const stationsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'stations', query],
    queryFn: () => callApi('inventoryStations', { search: query }),
  });
export const stationQuery = (id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'station', id],
    queryFn: () => callApi('inventoryStation', { params: { id } }),
  });
export const parametersQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'parameters', query],
    queryFn: () => callApi('inventoryParameters', { search: query }),
  });
export const sensorsQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'sensors', query],
    queryFn: () => callApi('inventorySensors', { search: query }),
  });
export const edcQuery = (query: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'edc', query],
    queryFn: () => callApi('inventoryEdc', { search: query }),
  });

// Picker lists change rarely: keep them for five minutes.
const REF_STALE_MS = 5 * 60_000;
export const refStatesQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'states'],
  queryFn: () => callApi('inventoryRefStates'),
  staleTime: REF_STALE_MS,
});
export const refDistrictsQuery = (stateId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'districts', stateId],
    queryFn: () => callApi('inventoryRefDistricts', { query: { stateId } }),
    staleTime: REF_STALE_MS,
  });
export const refBasinsQuery = (stateId: number | null) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'basins', stateId],
    queryFn: () => callApi('inventoryRefBasins', { query: { stateId } }),
    staleTime: REF_STALE_MS,
  });
export const refRiversQuery = (basinId: number) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'ref', 'rivers', basinId],
    queryFn: () => callApi('inventoryRefRivers', { query: { basinId } }),
    staleTime: REF_STALE_MS,
  });
export const refStationsQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'stations'],
  queryFn: () => callApi('inventoryRefStations'),
  staleTime: REF_STALE_MS,
});
export const refParametersQuery = queryOptions({
  queryKey: [...inventoryKeys.all, 'ref', 'parameters'],
  queryFn: () => callApi('inventoryRefParameters'),
  staleTime: REF_STALE_MS,
});
