import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

/** Every inventory query key starts here, so one invalidation refreshes the feature. */
export const inventoryKeys = { all: ['inventory'] as const };

export const stationsQuery = searchedQuery(inventoryKeys.all, 'stations', 'inventoryStations');
export const stationQuery = (id: string) =>
  queryOptions({
    queryKey: [...inventoryKeys.all, 'station', id],
    queryFn: () => callApi('inventoryStation', { params: { id } }),
  });
export const parametersQuery = searchedQuery(
  inventoryKeys.all,
  'parameters',
  'inventoryParameters',
);
export const sensorsQuery = searchedQuery(inventoryKeys.all, 'sensors', 'inventorySensors');
export const edcQuery = searchedQuery(inventoryKeys.all, 'edc', 'inventoryEdc');

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
