import { API } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TransmissionStatus = 'on_time' | 'late' | 'down' | 'never';

export interface StationTransmission {
  id: string;
  name: string;
  module: string;
  stateId: number | null;
  stateName: string | null;
  intervalMinutes: number;
  lastTs: string | null;
  lastReceivedAt: string | null;
  status: TransmissionStatus;
  delayMs: number | null;
  todayCapturePct: number | null;
}

export interface RawReading {
  parameterCode: string;
  ts: string;
  rawValue: number | null;
  value: number | null;
  validity: number;
  autoFlag: number;
  autoChecks: Record<string, number>;
  nullReason: string | null;
  loggerFlag: string | null;
  source: string;
  receivedAt: string;
  changed: boolean;
}

export interface PollingStation {
  id: string;
  name: string;
  module: string;
  parameters: string[];
}

/** Refreshed every 30 seconds: the page watches the network live. */
export const transmissionQuery = (module: string | undefined) =>
  queryOptions({
    queryKey: ['polling', 'transmission', module ?? 'all'],
    queryFn: () =>
      apiRequest<{ at: string; stations: StationTransmission[] }>(
        `${API.pollingTransmission.url}${module ? `?module=${module}` : ''}`,
      ),
    refetchInterval: 30_000,
  });

export const pollingStationsQuery = queryOptions({
  queryKey: ['polling', 'stations'],
  queryFn: () => apiRequest<PollingStation[]>(API.pollingStations.url),
  staleTime: 5 * 60_000,
});

export const rawQuery = (query: string) =>
  queryOptions({
    queryKey: ['polling', 'raw', query],
    queryFn: () =>
      apiRequest<{ items: RawReading[]; total: number; page: number; pageSize: number }>(
        `${API.pollingRaw.url}?${query}`,
      ),
  });
