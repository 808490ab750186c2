import {
  apiPath,
  type Page,
  type PollingStation,
  type RawReading,
  type TransmissionMonitoring,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Refreshed every 30 seconds: the page watches the network live. */
export const transmissionQuery = (module: string | undefined) =>
  queryOptions({
    queryKey: ['polling', 'transmission', module ?? 'all'],
    queryFn: () =>
      apiRequest<TransmissionMonitoring>(apiPath('pollingTransmission', {}, { module })),
    refetchInterval: 30_000,
  });

export const pollingStationsQuery = queryOptions({
  queryKey: ['polling', 'stations'],
  queryFn: () => apiRequest<PollingStation[]>(apiPath('pollingStations')),
  staleTime: 5 * 60_000,
});

export const rawQuery = (query: string) =>
  queryOptions({
    queryKey: ['polling', 'raw', query],
    queryFn: () => apiRequest<Page<RawReading>>(`${apiPath('pollingRaw')}?${query}`),
  });
