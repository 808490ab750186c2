import { API } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type SmsStatus = 'parsed' | 'failed';

export interface SmsMessage {
  id: number;
  receivedAt: string;
  sender: string;
  body: string;
  status: SmsStatus;
  /** `PENDING`, a parser reason (`NOT_EQMP`, `BAD_TIME`, …), `UNKNOWN_STATION` or `REJECTED`. */
  errorCode: string | null;
  /** The reason in words, in the language of the request that parsed the message. */
  error: string | null;
  stationId: string | null;
  readings: number;
  parsedAt: string | null;
}

export interface SmsPage {
  items: SmsMessage[];
  total: number;
  page: number;
  pageSize: number;
}

export const smsKeys = { all: ['sms'] as const };

/** Refreshed every 30 seconds, like transmission monitoring: messages keep arriving. */
export const smsMessagesQuery = (query: string) =>
  queryOptions({
    queryKey: [...smsKeys.all, 'messages', query],
    queryFn: () => apiRequest<SmsPage>(`${API.pollingSms.url}?${query}`),
    refetchInterval: 30_000,
  });

export const reparseSms = (id: number) =>
  apiRequest<SmsMessage>(API.pollingSmsReparse.url.replace(':id', String(id)), { method: 'POST' });
