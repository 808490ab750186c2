import { apiPath, type Page, type SmsMessageRow } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const smsKeys = { all: ['sms'] as const };

/** Refreshed every 30 seconds, like transmission monitoring: messages keep arriving. */
export const smsMessagesQuery = (query: string) =>
  queryOptions({
    queryKey: [...smsKeys.all, 'messages', query],
    queryFn: () => apiRequest<Page<SmsMessageRow>>(`${apiPath('pollingSms')}?${query}`),
    refetchInterval: 30_000,
  });

export const reparseSms = (id: number) =>
  apiRequest<SmsMessageRow>(apiPath('pollingSmsReparse', { id }), { method: 'POST' });
