import { API } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactQuery = queryOptions({
  queryKey: ['public', 'contact'],
  queryFn: () => apiRequest<{ email: string; phone: string }>(API.contact.url, { token: null }),
  staleTime: Infinity,
});
