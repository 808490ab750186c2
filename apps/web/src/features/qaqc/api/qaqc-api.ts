import type {
  DeleteRequestBody,
  ModuleCode,
  QaqcEditBody,
  QaqcHistoryImportBody,
  QaqcRangeBody,
  QaqcRestoreBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const qaqcKeys = { all: ['qaqc'] as const };

export const qaqcStationsQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'stations', module],
    queryFn: () => callApi('qaqcStations', { query: { module } }),
  });

export const qualityCodesQuery = () =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'codes'],
    queryFn: () => callApi('qaqcCodes'),
    staleTime: 300_000,
  });

export const qaqcValuesQuery = (q: {
  stationId: string;
  parameterCode: string;
  from: string;
  to: string;
  asOf?: string | undefined;
}) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'values', q],
    queryFn: () => callApi('qaqcValues', { query: q }),
  });

export const qaqcHistoryQuery = (q: { stationId: string; parameterCode: string; ts: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'history', q],
    queryFn: () => callApi('qaqcHistory', { query: q }),
  });

export const qaqcRangesQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'ranges', module],
    queryFn: () => callApi('qaqcRanges', { query: { module } }),
  });

export const qaqcReportQuery = (q: {
  module: ModuleCode;
  from: string;
  to: string;
  stationId?: string | undefined;
}) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'report', q],
    queryFn: () => callApi('qaqcReport', { query: q }),
  });

export const editValues = (body: QaqcEditBody) => callApi('qaqcEdit', { body });
export const restoreAsReceived = (body: QaqcRestoreBody) => callApi('qaqcRestore', { body });
export const markReviewed = (body: QaqcRangeBody) => callApi('qaqcReview', { body });
export const approveRange = (body: QaqcRangeBody) => callApi('qaqcApprove', { body });
export const revertChangeSet = (id: string, reason: string) =>
  callApi('qaqcRevert', { params: { id }, body: { reason } });
export const importHistory = (body: QaqcHistoryImportBody) =>
  callApi('qaqcHistoryImport', { body });
export const reopenRange = (id: number, reason: string) =>
  callApi('qaqcReopen', { params: { id }, body: { reason } });

export const qaqcChangeSetsQuery = (q: { module: ModuleCode; from: string; to: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'change-sets', q],
    queryFn: () => callApi('qaqcChangeSets', { query: q }),
  });

export const deleteRequestsQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'delete-requests', module],
    queryFn: () => callApi('qaqcDeleteRequests', { query: { module } }),
  });

export const withdrawDeleteRequest = (id: number) =>
  callApi('qaqcWithdrawDeleteRequest', { params: { id } });

export const requestDelete = (body: DeleteRequestBody) =>
  callApi('qaqcCreateDeleteRequest', { body });
export const reviewDeleteRequest = (id: number, decision: 'approve' | 'reject', note: string) =>
  callApi('qaqcReviewDeleteRequest', { params: { id }, body: { decision, note } });

export const qaqcTransmissionQuery = (q: { module: ModuleCode; from: string; to: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'transmission', q],
    queryFn: () => callApi('qaqcTransmission', { query: q }),
  });
