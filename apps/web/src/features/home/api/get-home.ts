import { apiPath, type HomeResponse } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** What needs the signed-in user today and the national status; refreshed every minute. */
export const homeQuery = queryOptions({
  queryKey: ['home'],
  queryFn: () => apiRequest<HomeResponse>(apiPath('home')),
  refetchInterval: 60_000,
});
