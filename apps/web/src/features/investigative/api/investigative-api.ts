import {
  apiPath,
  type CaseBody,
  type Cases,
  type CreateCaseInput,
  type InvestigativeModule,
} from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one invalidation refreshes the page. */
export const investigativeKeys = { all: ['investigative'] as const };

export const casesQuery = (module: InvestigativeModule, year: number | undefined) =>
  queryOptions({
    queryKey: [...investigativeKeys.all, 'cases', module, year ?? null],
    queryFn: () =>
      apiRequest<Cases>(
        apiPath('investigativeCases', {}, { module, ...(year === undefined ? {} : { year }) }),
      ),
    placeholderData: keepPreviousData,
  });

export const createCase = (body: CreateCaseInput) =>
  apiRequest<{ id: string }>(apiPath('investigativeCreateCase'), { method: 'POST', body });

export const updateCase = (id: string, body: CaseBody) =>
  apiRequest<{ id: string }>(apiPath('investigativeUpdateCase', { id }), { method: 'PUT', body });
