import type { TarballVersionBody } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { standardsKeys } from './standards-api';

/** Under the standards key, so saving any version refreshes the whole page. */
export const tarballVersionsQuery = queryOptions({
  queryKey: [...standardsKeys.all, 'tarball'],
  queryFn: () => callApi('adminTarballClasses'),
});

export const addTarballVersion = (body: TarballVersionBody) =>
  callApi('adminAddTarballVersion', { body });
