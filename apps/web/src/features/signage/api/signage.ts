import { SIGNAGE_REFRESH_MS, type SignageMedium, type SignageSettings } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * A screen's stations, asked again every minute. A failed refresh keeps the last good answer
 * (the query's data stays) and is not retried at once: the next minute is the retry.
 */
export const signageQuery = (medium: SignageMedium, place: SignageSettings['place']) =>
  queryOptions({
    queryKey: ['signage', medium, place],
    queryFn: ({ signal }) =>
      callApi(
        'publicSignage',
        { params: { medium }, query: { ...place } },
        { token: null, signal },
      ),
    refetchInterval: SIGNAGE_REFRESH_MS,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
    gcTime: Number.POSITIVE_INFINITY,
  });
