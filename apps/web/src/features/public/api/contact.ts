import { apiPath, type Contact } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactQuery = queryOptions({
  queryKey: ['public', 'contact'],
  queryFn: () => apiRequest<Contact>(apiPath('contact'), { token: null }),
  staleTime: Infinity,
});
