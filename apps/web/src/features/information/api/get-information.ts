import { apiPath, type InformationIndex, type InformationResponse } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The standards in force behind one index (public; cached by the server for five minutes). */
export const informationQuery = (index: InformationIndex) =>
  queryOptions({
    queryKey: ['information', index],
    queryFn: () =>
      apiRequest<InformationResponse>(apiPath('informationIndex', { index }), { token: null }),
    staleTime: 5 * 60_000,
  });
