import {
  apiPath,
  type DeleteRequest,
  type DeleteRequestBody,
  type QaqcChangeSetsResponse,
  type QaqcTransmissionResponse,
  type QaqcEditBody,
  type QaqcEditResponse,
  type QaqcHistoryResponse,
  type QaqcRange,
  type QaqcRangeBody,
  type QaqcRestoreBody,
  type QaqcReportResponse,
  type QaqcRevertResponse,
  type QaqcStationsResponse,
  type QaqcValuesResponse,
  type ModuleCode,
  type QualityCode,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const qaqcKeys = { all: ['qaqc'] as const };

export const qaqcStationsQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'stations', module],
    queryFn: () => apiRequest<QaqcStationsResponse>(apiPath('qaqcStations', {}, { module })),
  });

export const qualityCodesQuery = () =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'codes'],
    queryFn: () => apiRequest<QualityCode[]>(apiPath('qaqcCodes')),
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
    queryFn: () => apiRequest<QaqcValuesResponse>(apiPath('qaqcValues', {}, q)),
  });

export const qaqcHistoryQuery = (q: { stationId: string; parameterCode: string; ts: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'history', q],
    queryFn: () => apiRequest<QaqcHistoryResponse>(apiPath('qaqcHistory', {}, q)),
  });

export const qaqcRangesQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'ranges', module],
    queryFn: () => apiRequest<QaqcRange[]>(apiPath('qaqcRanges', {}, { module })),
  });

export const qaqcReportQuery = (q: {
  module: ModuleCode;
  from: string;
  to: string;
  stationId?: string | undefined;
}) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'report', q],
    queryFn: () => apiRequest<QaqcReportResponse>(apiPath('qaqcReport', {}, q)),
  });

export const editValues = (body: QaqcEditBody) =>
  apiRequest<QaqcEditResponse>(apiPath('qaqcEdit'), { body });
export const restoreAsReceived = (body: QaqcRestoreBody) =>
  apiRequest<QaqcEditResponse>(apiPath('qaqcRestore'), { body });
export const markReviewed = (body: QaqcRangeBody) =>
  apiRequest<QaqcRange>(apiPath('qaqcReview'), { body });
export const approveRange = (body: QaqcRangeBody) =>
  apiRequest<QaqcRange>(apiPath('qaqcApprove'), { body });
export const revertChangeSet = (id: string, reason: string) =>
  apiRequest<QaqcRevertResponse>(apiPath('qaqcRevert', { id }), { body: { reason } });
export const reopenRange = (id: number, reason: string) =>
  apiRequest<QaqcRange>(apiPath('qaqcReopen', { id }), { body: { reason } });

export const qaqcChangeSetsQuery = (q: { module: ModuleCode; from: string; to: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'change-sets', q],
    queryFn: () => apiRequest<QaqcChangeSetsResponse>(apiPath('qaqcChangeSets', {}, q)),
  });

export const deleteRequestsQuery = (module: ModuleCode) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'delete-requests', module],
    queryFn: () => apiRequest<DeleteRequest[]>(apiPath('qaqcDeleteRequests', {}, { module })),
  });

export const withdrawDeleteRequest = (id: number) =>
  apiRequest<DeleteRequest>(apiPath('qaqcWithdrawDeleteRequest', { id }), { method: 'POST' });

export const requestDelete = (body: DeleteRequestBody) =>
  apiRequest<DeleteRequest>(apiPath('qaqcCreateDeleteRequest'), { body });
export const reviewDeleteRequest = (id: number, decision: 'approve' | 'reject', note?: string) =>
  apiRequest<DeleteRequest>(apiPath('qaqcReviewDeleteRequest', { id }), {
    body: note ? { decision, note } : { decision },
  });

export const qaqcTransmissionQuery = (q: { module: ModuleCode; from: string; to: string }) =>
  queryOptions({
    queryKey: [...qaqcKeys.all, 'transmission', q],
    queryFn: () => apiRequest<QaqcTransmissionResponse>(apiPath('qaqcTransmission', {}, q)),
  });
