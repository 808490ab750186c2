import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

export const smsKeys = { all: ['sms'] as const };

/** Refreshed every 30 seconds, like transmission monitoring: messages keep arriving. */
export const smsMessagesQuery = searchedQuery(smsKeys.all, 'messages', 'pollingSms', {
  refetchInterval: 30_000,
});

export const reparseSms = (id: number) => callApi('pollingSmsReparse', { params: { id } });
