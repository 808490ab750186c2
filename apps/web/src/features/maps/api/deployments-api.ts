import { apiPath, type Deployments } from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The mobile units' deployments under way in a period (ISO instants), for the MCAQM viewer. */
export const mapDeploymentsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['map', 'MCAQM', 'deployments', from, to],
    queryFn: () => apiRequest<Deployments>(apiPath('mobileDeployments', {}, { from, to })),
    placeholderData: keepPreviousData,
  });
