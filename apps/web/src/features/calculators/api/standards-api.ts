import type {
  NewBreakpointVersion,
  NewIndexVersion,
  NewLimitVersion,
  Pm25Variant,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const standardsKeys = { all: ['standards'] as const };

export const standardsQuery = queryOptions({
  queryKey: standardsKeys.all,
  queryFn: () => callApi('adminStandards'),
});

export const addBreakpointVersion = (body: NewBreakpointVersion) =>
  callApi('adminAddBreakpointVersion', { body });
export const addLimitVersion = (body: NewLimitVersion) => callApi('adminAddLimitVersion', { body });
export const addIndexVersion = (body: NewIndexVersion) => callApi('adminAddIndexVersion', { body });
export const setPm25Table = (variant: Pm25Variant) =>
  callApi('adminSetPm25Table', { body: { variant } });
