import {
  apiPath,
  type AlertAssignee,
  type AlertBadge,
  type AlertDetail,
  type AlertListResponse,
  type AlertRecipient,
  type AlertRecipientCreated,
  type AlertRecord,
  type AlertSetting,
  type AlertSettingKey,
  type AlertSettingsAnswer,
  type State,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const alertKeys = { all: ['alerts'] as const };

/** Lists refresh every 30 seconds: alerts open as data arrives. */
export const alertListQuery = (query: string) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'list', query],
    queryFn: () => apiRequest<AlertListResponse>(`${apiPath('alerts')}?${query}`),
    refetchInterval: 30_000,
  });

export const alertQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'one', id],
    queryFn: () => apiRequest<AlertDetail>(apiPath('alert', { id: id! })),
    enabled: id !== null,
  });

export const assigneesQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'assignees', id],
    queryFn: () => apiRequest<AlertAssignee[]>(apiPath('alertAssignees', { id: id! })),
    enabled: id !== null,
  });

export const badgeQuery = queryOptions({
  queryKey: [...alertKeys.all, 'badge'],
  queryFn: () => apiRequest<AlertBadge>(apiPath('alertBadge')),
  refetchInterval: 60_000,
});

export type AlertStep = 'acknowledge' | 'assign' | 'remark' | 'close';
const STEP_API = {
  acknowledge: 'alertAcknowledge',
  assign: 'alertAssign',
  remark: 'alertRemark',
  close: 'alertClose',
} as const;

/** One handling step; the body is the step's form (note, userId or reason). */
export const handleAlert = (id: string, step: AlertStep, body: Record<string, string>) =>
  apiRequest<AlertRecord>(apiPath(STEP_API[step], { id }), { method: 'POST', body });

export const settingsQuery = queryOptions({
  queryKey: [...alertKeys.all, 'settings'],
  queryFn: () => apiRequest<AlertSettingsAnswer>(apiPath('alertSettings')),
});

export const saveSetting = (key: AlertSettingKey, data: Record<string, unknown>) =>
  apiRequest<AlertSetting>(apiPath('alertUpdateSetting', { key }), { method: 'PUT', body: data });

export const addRecipient = (key: AlertSettingKey, body: Record<string, unknown>) =>
  apiRequest<AlertRecipientCreated>(apiPath('alertAddRecipient', { key }), {
    method: 'POST',
    body,
  });

export const removeRecipient = (id: number) =>
  apiRequest<void>(apiPath('alertRemoveRecipient', { id }), { method: 'DELETE' });

/** The Straits of Johor's own exceedance recipients (Update Exceedance Alert SOJ, SOJ session). */
export const sojRecipientsQuery = queryOptions({
  queryKey: [...alertKeys.all, 'soj-recipients'],
  queryFn: () => apiRequest<AlertRecipient[]>(apiPath('sojAlertRecipients')),
});

export const addSojRecipient = (body: Record<string, unknown>) =>
  apiRequest<AlertRecipientCreated>(apiPath('sojAddAlertRecipient'), { method: 'POST', body });

export const removeSojRecipient = (id: number) =>
  apiRequest<void>(apiPath('sojRemoveAlertRecipient', { id }), { method: 'DELETE' });

/** States for the recipient form (System Admin pages only, like the settings themselves). */
export const statesQuery = queryOptions({
  queryKey: [...alertKeys.all, 'states'],
  queryFn: () => apiRequest<State[]>(apiPath('adminStates')),
  staleTime: 5 * 60_000,
});
