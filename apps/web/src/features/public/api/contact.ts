import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const contactQuery = queryOptions({
  queryKey: ['public', 'contact'],
  queryFn: () => callApi('contact', {}, { token: null }),
  staleTime: Infinity,
});
