import type { CaseBody, CreateCaseInput, InvestigativeModule } from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one invalidation refreshes the page. */
export const investigativeKeys = { all: ['investigative'] as const };

export const casesQuery = (module: InvestigativeModule, year: number | undefined) =>
  queryOptions({
    queryKey: [...investigativeKeys.all, 'cases', module, year ?? null],
    queryFn: () =>
      callApi('investigativeCases', {
        query: { module, ...(year === undefined ? {} : { year }) },
      }),
    placeholderData: keepPreviousData,
  });

export const createCase = (body: CreateCaseInput) => callApi('investigativeCreateCase', { body });

export const updateCase = (id: string, body: CaseBody) =>
  callApi('investigativeUpdateCase', { params: { id }, body });
