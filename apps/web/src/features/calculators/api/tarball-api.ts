import {
  apiPath,
  type TarballVersion,
  type TarballVersionBody,
  type TarballVersions,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { standardsKeys } from './standards-api';

/** Under the standards key, so saving any version refreshes the whole page. */
export const tarballVersionsQuery = queryOptions({
  queryKey: [...standardsKeys.all, 'tarball'],
  queryFn: () => apiRequest<TarballVersions>(apiPath('adminTarballClasses')),
});

export const addTarballVersion = (body: TarballVersionBody) =>
  apiRequest<TarballVersion>(apiPath('adminAddTarballVersion'), { method: 'POST', body });
