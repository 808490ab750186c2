import {
  apiPath,
  type CalibrationRecordBody,
  type MaintenanceRecordBody,
  type RecordKind,
  type RecordModule,
  type RecordSettingBody,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi, downloadWithToken, uploadApi } from '../../../lib/api-client';

export const recordKeys = { all: ['records'] as const };

export const recordStationsQuery = (module: RecordModule) =>
  queryOptions({
    queryKey: [...recordKeys.all, 'stations', module],
    queryFn: () => callApi('recordStations', { query: { module } }),
  });

export const recordListQuery = (
  kind: RecordKind,
  q: { module: RecordModule; stationId?: string | undefined; from?: string; to?: string },
) =>
  queryOptions({
    queryKey: [...recordKeys.all, kind, 'list', q],
    queryFn: () => callApi(`${kind}RecordList`, { query: q }),
  });

export const recordDetailQuery = (kind: RecordKind, id: number) =>
  queryOptions({
    queryKey: [...recordKeys.all, kind, 'detail', id],
    queryFn: () => callApi(`${kind}RecordDetail`, { params: { id } }),
  });

export const recordDeleteRequestsQuery = (module: RecordModule) =>
  queryOptions({
    queryKey: [...recordKeys.all, 'delete-requests', module],
    queryFn: () => callApi('recordDeleteRequests', { query: { module } }),
  });

export const recordSettingsQuery = () =>
  queryOptions({
    queryKey: [...recordKeys.all, 'settings'],
    queryFn: () => callApi('recordSettings'),
  });

/** A record's form: each kind has its own body. */
export type RecordForm =
  | { readonly kind: 'maintenance'; readonly body: MaintenanceRecordBody }
  | { readonly kind: 'calibration'; readonly body: CalibrationRecordBody };

/** Creates a record (no `id`) or edits record `id`. */
export const saveRecord = (form: RecordForm, id?: number) => {
  if (form.kind === 'calibration')
    return id === undefined
      ? callApi('calibrationRecordCreate', { body: form.body })
      : callApi('calibrationRecordUpdate', { params: { id }, body: form.body });
  return id === undefined
    ? callApi('maintenanceRecordCreate', { body: form.body })
    : callApi('maintenanceRecordUpdate', { params: { id }, body: form.body });
};

export const attachFile = (kind: RecordKind, id: number, file: File) =>
  uploadApi(`${kind}RecordAttach`, { params: { id } }, file);
export const detachFile = (kind: RecordKind, id: number, fileId: number) =>
  callApi(`${kind}RecordDetach`, { params: { id, fileId } });
export const downloadFile = (kind: RecordKind, id: number, fileId: number, name: string) =>
  downloadWithToken(apiPath(`${kind}RecordAttachment`, { id, fileId }), name);

export const requestRecordDelete = (kind: RecordKind, id: number, reason: string) =>
  callApi(`${kind}RecordRequestDelete`, { params: { id }, body: { reason } });
export const reviewRecordDelete = (id: number, decision: 'approve' | 'reject', note: string) =>
  callApi('recordReviewDeleteRequest', { params: { id }, body: { decision, note } });

export const saveRecordSetting = (body: RecordSettingBody) =>
  callApi('recordSettingUpdate', { body });
