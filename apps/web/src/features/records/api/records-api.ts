import {
  apiPath,
  type CalibrationRecordBody,
  type MaintenanceRecordBody,
  type RecordAttachment,
  type RecordDeleteRequest,
  type RecordDetail,
  type RecordKind,
  type RecordModule,
  type RecordSaveResponse,
  type RecordSetting,
  type RecordSettingBody,
  type RecordStationsResponse,
  type RecordSummary,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, downloadWithToken, uploadFile } from '../../../lib/api-client';

export const recordKeys = { all: ['records'] as const };

export const recordStationsQuery = (module: RecordModule) =>
  queryOptions({
    queryKey: [...recordKeys.all, 'stations', module],
    queryFn: () => apiRequest<RecordStationsResponse>(apiPath('recordStations', {}, { module })),
  });

export const recordListQuery = (
  kind: RecordKind,
  q: { module: RecordModule; stationId?: string | undefined; from?: string; to?: string },
) =>
  queryOptions({
    queryKey: [...recordKeys.all, kind, 'list', q],
    queryFn: () => apiRequest<RecordSummary[]>(apiPath(`${kind}RecordList`, {}, q)),
  });

export const recordDetailQuery = (kind: RecordKind, id: number) =>
  queryOptions({
    queryKey: [...recordKeys.all, kind, 'detail', id],
    queryFn: () => apiRequest<RecordDetail>(apiPath(`${kind}RecordDetail`, { id })),
  });

export const recordDeleteRequestsQuery = (module: RecordModule) =>
  queryOptions({
    queryKey: [...recordKeys.all, 'delete-requests', module],
    queryFn: () =>
      apiRequest<RecordDeleteRequest[]>(apiPath('recordDeleteRequests', {}, { module })),
  });

export const recordSettingsQuery = () =>
  queryOptions({
    queryKey: [...recordKeys.all, 'settings'],
    queryFn: () => apiRequest<RecordSetting[]>(apiPath('recordSettings')),
  });

export type RecordForm = MaintenanceRecordBody | CalibrationRecordBody;

export const saveRecord = (kind: RecordKind, body: RecordForm, id?: number) =>
  id === undefined
    ? apiRequest<RecordSaveResponse>(apiPath(`${kind}RecordCreate`), { body })
    : apiRequest<RecordSaveResponse>(apiPath(`${kind}RecordUpdate`, { id }), {
        method: 'PUT',
        body,
      });

export const attachFile = (kind: RecordKind, id: number, file: File) =>
  uploadFile<RecordAttachment>(apiPath(`${kind}RecordAttach`, { id }), file);
export const detachFile = (kind: RecordKind, id: number, fileId: number) =>
  apiRequest<null>(apiPath(`${kind}RecordDetach`, { id, fileId }), { method: 'DELETE' });
export const downloadFile = (kind: RecordKind, id: number, fileId: number, name: string) =>
  downloadWithToken(apiPath(`${kind}RecordAttachment`, { id, fileId }), name);

export const requestRecordDelete = (kind: RecordKind, id: number, reason: string) =>
  apiRequest<RecordDeleteRequest>(apiPath(`${kind}RecordRequestDelete`, { id }), {
    body: { reason },
  });
export const reviewRecordDelete = (id: number, decision: 'approve' | 'reject', note?: string) =>
  apiRequest<RecordDeleteRequest>(apiPath('recordReviewDeleteRequest', { id }), {
    body: note ? { decision, note } : { decision },
  });

export const saveRecordSetting = (body: RecordSettingBody) =>
  apiRequest<RecordSetting>(apiPath('recordSettingUpdate'), { body });
