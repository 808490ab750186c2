import {
  apiPath,
  type Deployment,
  type DeploymentInput,
  type DeploymentReadings,
  type Deployments,
  type ImportConfirmed,
  type ImportPreview,
  type MobileUnits,
  type ReadingRowsBody,
  type ReadingsStored,
} from '@eqmp/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, uploadFile } from '../../../lib/api-client';

/** Every query of this feature starts with this key, so one invalidation refreshes the page. */
export const mobileKeys = { all: ['mobile'] as const };

export const unitsQuery = queryOptions({
  queryKey: [...mobileKeys.all, 'units'],
  queryFn: () => apiRequest<MobileUnits>(apiPath('mobileUnits')),
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
    queryFn: () => apiRequest<Deployments>(apiPath('mobileDeployments', {}, { ...filter })),
    placeholderData: keepPreviousData,
  });

export const deploymentReadingsQuery = (id: number, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...mobileKeys.all, 'readings', id, page, pageSize],
    queryFn: () =>
      apiRequest<DeploymentReadings>(
        apiPath('mobileDeploymentReadings', { id }, { page, pageSize }),
      ),
    placeholderData: keepPreviousData,
  });

export const saveDeployment = (id: number | null, body: DeploymentInput) =>
  id === null
    ? apiRequest<Deployment>(apiPath('mobileCreateDeployment'), { method: 'POST', body })
    : apiRequest<Deployment>(apiPath('mobileUpdateDeployment', { id }), { method: 'PUT', body });

export const enterReadings = (id: number, body: ReadingRowsBody) =>
  apiRequest<ReadingsStored>(apiPath('mobileEnterReadings', { id }), { method: 'POST', body });

export const previewImport = (id: number, file: File) =>
  uploadFile<ImportPreview>(apiPath('mobileImportPreview', { id }), file);

export const confirmImport = (importId: number) =>
  apiRequest<ImportConfirmed>(apiPath('mobileImportConfirm', { id: importId }), {
    method: 'POST',
  });

export const cancelImport = (importId: number) =>
  apiRequest<unknown>(apiPath('mobileImportCancel', { id: importId }), { method: 'POST' });
