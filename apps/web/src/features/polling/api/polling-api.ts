import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Refreshed every 30 seconds: the page watches the network live. The module is the one the
 * page's address names, sent as it stands (the server checks it).
 */
export const transmissionQuery = (module: string | undefined) =>
  queryOptions({
    queryKey: ['polling', 'transmission', module ?? 'all'],
    queryFn: () =>
      callApi('pollingTransmission', {
        search: module ? new URLSearchParams({ module }).toString() : undefined,
      }),
    refetchInterval: 30_000,
  });

export const pollingStationsQuery = queryOptions({
  queryKey: ['polling', 'stations'],
  queryFn: () => callApi('pollingStations'),
  staleTime: 5 * 60_000,
});

/** A page of raw readings; `query` is the page's paging and filters as a query string. */
export const fetchRaw = (query: string) => callApi('pollingRaw', { search: query });

export const rawQuery = (query: string) =>
  queryOptions({
    queryKey: ['polling', 'raw', query],
    queryFn: () => fetchRaw(query),
  });
