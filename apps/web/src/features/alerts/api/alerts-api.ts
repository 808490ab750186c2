import type { AlertRecipientBody, AlertSettingKey } from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { searchedQuery } from '../../../lib/searched-query';

export const alertKeys = { all: ['alerts'] as const };

/** Lists refresh every 30 seconds: alerts open as data arrives. */
export const alertListQuery = searchedQuery(alertKeys.all, 'list', 'alerts', {
  refetchInterval: 30_000,
});

export const alertQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'one', id],
    queryFn: () => callApi('alert', { params: { id: id! } }),
    enabled: id !== null,
  });

export const assigneesQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...alertKeys.all, 'assignees', id],
    queryFn: () => callApi('alertAssignees', { params: { id: id! } }),
    enabled: id !== null,
  });

export const badgeQuery = queryOptions({
  queryKey: [...alertKeys.all, 'badge'],
  queryFn: () => callApi('alertBadge'),
  refetchInterval: 60_000,
});

export type AlertStep = 'acknowledge' | 'assign' | 'remark' | 'close';

/** What the step forms hold: a note (acknowledge, assign, remarks), an assignee, a reason (close). */
export interface AlertStepValues {
  readonly note?: string;
  readonly userId?: string;
  readonly reason?: string;
}

/** One handling step, with the fields of its form that the step takes (an empty note is left out). */
export const handleAlert = (id: string, step: AlertStep, values: AlertStepValues) => {
  const params = { id };
  const note = values.note || undefined;
  switch (step) {
    case 'acknowledge':
      return callApi('alertAcknowledge', { params, body: { note } });
    case 'assign':
      return callApi('alertAssign', { params, body: { userId: values.userId ?? '', note } });
    case 'remark':
      return callApi('alertRemark', { params, body: { note: note ?? '' } });
    case 'close':
      return callApi('alertClose', { params, body: { reason: values.reason ?? '' } });
  }
};

export const settingsQuery = queryOptions({
  queryKey: [...alertKeys.all, 'settings'],
  queryFn: () => callApi('alertSettings'),
});

export const saveSetting = (key: AlertSettingKey, data: Record<string, unknown>) =>
  callApi('alertUpdateSetting', { params: { key }, body: data });

export const addRecipient = (key: AlertSettingKey, body: AlertRecipientBody) =>
  callApi('alertAddRecipient', { params: { key }, body });

export const removeRecipient = (id: number) => callApi('alertRemoveRecipient', { params: { id } });

/** The Straits of Johor's own exceedance recipients (Update Exceedance Alert SOJ, SOJ session). */
export const sojRecipientsQuery = queryOptions({
  queryKey: [...alertKeys.all, 'soj-recipients'],
  queryFn: () => callApi('sojAlertRecipients'),
});

export const addSojRecipient = (body: AlertRecipientBody) =>
  callApi('sojAddAlertRecipient', { body });

export const removeSojRecipient = (id: number) =>
  callApi('sojRemoveAlertRecipient', { params: { id } });

/** States for the recipient form (System Admin pages only, like the settings themselves). */
export const statesQuery = queryOptions({
  queryKey: [...alertKeys.all, 'states'],
  queryFn: () => callApi('adminStates'),
  staleTime: 5 * 60_000,
});
