import type { DeploymentInput, ReadingRowsBody } from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi, uploadApi } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one invalidation refreshes the page. */
export const mobileKeys = { all: ['mobile'] as const };

/** A numeric id as its path parameter. */
const idParams = (id: number) => ({ id: String(id) });

export const unitsQuery = queryOptions({
  queryKey: [...mobileKeys.all, 'units'],
  queryFn: () => callApi('mobileUnits'),
});

export interface DeploymentFilter {
  readonly station?: string | undefined;
  /** ISO instants. */
  readonly from: string;
  readonly to: string;
}

export const deploymentsQuery = (filter: DeploymentFilter) =>
  queryOptions({
    queryKey: [...mobileKeys.all, 'deployments', filter],
    queryFn: () => callApi('mobileDeployments', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export const deploymentReadingsQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...mobileKeys.all, 'readings', id, page, pageSize],
    queryFn: () =>
      callApi('mobileDeploymentReadings', { params: idParams(id), query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });

export const saveDeployment = (id: number | null, body: DeploymentInput) =>
  id === null
    ? callApi('mobileCreateDeployment', { body })
    : callApi('mobileUpdateDeployment', { params: idParams(id), body });

export const enterReadings = (id: number, body: ReadingRowsBody) =>
  callApi('mobileEnterReadings', { params: idParams(id), body });

export const previewImport = (id: number, file: File) =>
  uploadApi('mobileImportPreview', { params: idParams(id) }, file);

export const confirmImport = (importId: number) =>
  callApi('mobileImportConfirm', { params: idParams(importId) });

export const cancelImport = (importId: number) =>
  callApi('mobileImportCancel', { params: idParams(importId) });
