import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The mobile units' deployments under way in a period (ISO instants), for the MCAQM viewer. */
export const mapDeploymentsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['map', 'MCAQM', 'deployments', from, to],
    queryFn: () => callApi('mobileDeployments', { query: { from, to } }),
    placeholderData: keepPreviousData,
  });
