import {
  apiPath,
  type BreakpointVersion,
  type IndexVersion,
  type LimitVersion,
  type NewBreakpointVersion,
  type NewIndexVersion,
  type NewLimitVersion,
  type Pm25Variant,
  type StandardsOverview,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const standardsKeys = { all: ['standards'] as const };

export const standardsQuery = queryOptions({
  queryKey: standardsKeys.all,
  queryFn: () => apiRequest<StandardsOverview>(apiPath('adminStandards')),
});

export const addBreakpointVersion = (body: NewBreakpointVersion) =>
  apiRequest<BreakpointVersion>(apiPath('adminAddBreakpointVersion'), { method: 'POST', body });
export const addLimitVersion = (body: NewLimitVersion) =>
  apiRequest<LimitVersion>(apiPath('adminAddLimitVersion'), { method: 'POST', body });
export const addIndexVersion = (body: NewIndexVersion) =>
  apiRequest<IndexVersion>(apiPath('adminAddIndexVersion'), { method: 'POST', body });
export const setPm25Table = (variant: Pm25Variant) =>
  apiRequest<StandardsOverview>(apiPath('adminSetPm25Table'), {
    method: 'PUT',
    body: { variant },
  });
