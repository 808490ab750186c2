import { API, type AlertKind, type AlertSettingKey, type AlertStatus } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AlertRow {
  id: string;
  kind: AlertKind;
  module: string;
  stationId: string;
  stationName: string;
  stateId: number | null;
  stateName: string | null;
  parameterCode: string | null;
  parameterNameEn: string | null;
  parameterNameMs: string | null;
  averaging: string | null;
  status: AlertStatus;
  value: number | null;
  peakValue: number | null;
  limitValue: number | null;
  unit: string | null;
  standardVersion: string | null;
  detail: Record<string, string | number | boolean | null>;
  valueAt: string;
  openedAt: string;
  lastSeenAt: string;
  conditionEndedAt: string | null;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  closedAt: string | null;
  closedBy: string | null;
  closeReason: string | null;
}

export interface AlertEvent {
  id: string;
  at: string;
  action: string;
  username: string;
  note: string | null;
  data: Record<string, unknown>;
}

export interface AlertDetail extends AlertRow {
  canUpdate: boolean;
  events: AlertEvent[];
}

export interface Badge {
  pending: number;
  recent: number;
  modules: { module: string; pending: number; recent: number }[];
}

export interface StoredSetting {
  key: AlertSettingKey;
  data: Record<string, unknown>;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface Recipient {
  id: number;
  settingKey: AlertSettingKey;
  module: string | null;
  stateId: number | null;
  stateName: string | null;
  name: string;
  email: string | null;
  phone: string | null;
}

const byId = (url: string, id: string) => url.replace(':id', encodeURIComponent(id));

export const alertKeys = { all: ['alerts'] as const };

/** Lists refresh every 30 seconds: alerts open as data arrives. */
export const alertListQuery = (query: string) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'list', query],
    queryFn: () => apiRequest<{ items: AlertRow[]; total: number; page: number; pageSize: number }>(`${API.alerts.url}?${query}`),
    refetchInterval: 30_000,
  });

export const alertQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'one', id],
    queryFn: () => apiRequest<AlertDetail>(byId(API.alert.url, id!)),
    enabled: id !== null,
  });

export const assigneesQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'assignees', id],
    queryFn: () => apiRequest<{ id: string; username: string; fullName: string }[]>(byId(API.alertAssignees.url, id!)),
    enabled: id !== null,
  });

export const badgeQuery = queryOptions({
  queryKey: [...alertKeys.all, 'badge'],
  queryFn: () => apiRequest<Badge>(API.alertBadge.url),
  refetchInterval: 60_000,
});

export type AlertStep = 'acknowledge' | 'assign' | 'remark' | 'close';
const STEP_URL: Record<AlertStep, string> = {
  acknowledge: API.alertAcknowledge.url,
  assign: API.alertAssign.url,
  remark: API.alertRemark.url,
  close: API.alertClose.url,
};

/** One handling step; the body is the step's form (note, userId or reason). */
export const handleAlert = (id: string, step: AlertStep, body: Record<string, string>) =>
  apiRequest<AlertRow>(byId(STEP_URL[step], id), { method: 'POST', body });

export const settingsQuery = queryOptions({
  queryKey: [...alertKeys.all, 'settings'],
  queryFn: () => apiRequest<{ settings: StoredSetting[]; recipients: Recipient[] }>(API.alertSettings.url),
});

export const saveSetting = (key: AlertSettingKey, data: Record<string, unknown>) =>
  apiRequest<StoredSetting>(API.alertUpdateSetting.url.replace(':key', key), { method: 'PUT', body: data });

export const addRecipient = (key: AlertSettingKey, body: Record<string, unknown>) =>
  apiRequest<{ id: number }>(API.alertAddRecipient.url.replace(':key', key), { method: 'POST', body });

export const removeRecipient = (id: number) => apiRequest<void>(API.alertRemoveRecipient.url.replace(':id', String(id)), { method: 'DELETE' });

/** States for the recipient form (System Admin pages only, like the settings themselves). */
export const statesQuery = queryOptions({
  queryKey: [...alertKeys.all, 'states'],
  queryFn: () => apiRequest<{ id: number; name: string }[]>(API.adminStates.url),
  staleTime: 5 * 60_000,
});
