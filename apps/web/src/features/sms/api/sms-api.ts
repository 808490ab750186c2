import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const smsKeys = { all: ['sms'] as const };

/** Refreshed every 30 seconds, like transmission monitoring: messages keep arriving. */
export const smsMessagesQuery = (query: string) =>
  queryOptions({
    queryKey: [...smsKeys.all, 'messages', query],
    queryFn: () => callApi('pollingSms', { search: query }),
    refetchInterval: 30_000,
  });

export const reparseSms = (id: number) => callApi('pollingSmsReparse', { params: { id } });
