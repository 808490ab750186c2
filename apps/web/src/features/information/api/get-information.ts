import type { InformationIndex } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The standards in force behind one index (public; cached by the server for five minutes). */
export const informationQuery = (index: InformationIndex) =>
  queryOptions({
    queryKey: ['information', index],
    queryFn: () => callApi('informationIndex', { params: { index } }, { token: null }),
    staleTime: 5 * 60_000,
  });
