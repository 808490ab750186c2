import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** What needs the signed-in user today and the national status; refreshed every minute. */
export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => callApi('home'),
  refetchInterval: 60_000,
});
