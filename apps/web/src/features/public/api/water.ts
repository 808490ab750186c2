import type { PublicWaterMedium } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The latest class of each river or marine station (public; cached by the server for a minute). */
export const publicWaterQuery = (medium: PublicWaterMedium) =>
  queryOptions({
    queryKey: ['public', 'water', medium],
    queryFn: () => callApi('publicWaterStations', { params: { medium } }, { token: null }),
    staleTime: 60_000,
  });
