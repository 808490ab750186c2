import { SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  alertAcknowledgeBody,
  alertAssignBody,
  alertAssigneesResponse,
  alertBadgeResponse,
  alertCloseBody,
  alertCountersQuery,
  alertCountersResponse,
  alertDetailResponse,
  alertListQuery,
  alertListResponse,
  alertParams,
  alertRecipientBody,
  alertRecipientCreated,
  alertRecipientParams,
  alertRecord,
  alertRemarkBody,
  alertSettingBody,
  alertSettingParams,
  alertSettingResponse,
  alertSettingsResponse,
} from '../contracts/alerts.js';
import { ANY_ALERT_ROLES } from './alert-kinds.js';

/** Any alert role: the handlers narrow it per module and alert group (alertViewRoles / alertUpdateRoles). */
const ALERT_ANY = { anyOf: ANY_ALERT_ROLES };

/**
 * Alerts (spec §1–§3): lists per module and group, one alert and its handling, the counters, the
 * header badge, and the System Admin's settings and recipients. Spread into `API` with one line.
 */
export const ALERT_API_ENTRIES = {
  alerts: {
    method: 'GET',
    url: '/api2/alerts',
    access: ALERT_ANY,
    query: alertListQuery,
    response: alertListResponse,
  },
  alertCounters: {
    method: 'GET',
    url: '/api2/alerts/counters',
    access: 'session',
    query: alertCountersQuery,
    response: alertCountersResponse,
  },
  alertBadge: {
    method: 'GET',
    url: '/api2/alerts/badge',
    access: 'session',
    response: alertBadgeResponse,
  },
  alert: {
    method: 'GET',
    url: '/api2/alerts/:id',
    access: ALERT_ANY,
    params: alertParams,
    response: alertDetailResponse,
  },
  alertAssignees: {
    method: 'GET',
    url: '/api2/alerts/:id/assignees',
    access: ALERT_ANY,
    params: alertParams,
    response: alertAssigneesResponse,
  },
  alertAcknowledge: {
    method: 'POST',
    url: '/api2/alerts/:id/acknowledge',
    access: ALERT_ANY,
    params: alertParams,
    body: alertAcknowledgeBody,
    response: alertRecord,
  },
  alertAssign: {
    method: 'POST',
    url: '/api2/alerts/:id/assign',
    access: ALERT_ANY,
    params: alertParams,
    body: alertAssignBody,
    response: alertRecord,
  },
  alertRemark: {
    method: 'POST',
    url: '/api2/alerts/:id/remarks',
    access: ALERT_ANY,
    params: alertParams,
    body: alertRemarkBody,
    response: alertRecord,
  },
  alertClose: {
    method: 'POST',
    url: '/api2/alerts/:id/close',
    access: ALERT_ANY,
    params: alertParams,
    body: alertCloseBody,
    response: alertRecord,
  },
  alertSettings: {
    method: 'GET',
    url: '/api2/alert-settings',
    access: SYSTEM_ADMIN_ONLY,
    response: alertSettingsResponse,
  },
  alertUpdateSetting: {
    method: 'PUT',
    url: '/api2/alert-settings/:key',
    access: SYSTEM_ADMIN_ONLY,
    params: alertSettingParams,
    body: alertSettingBody,
    response: alertSettingResponse,
  },
  alertAddRecipient: {
    method: 'POST',
    url: '/api2/alert-settings/:key/recipients',
    access: SYSTEM_ADMIN_ONLY,
    params: alertSettingParams,
    body: alertRecipientBody,
    response: alertRecipientCreated,
  },
  alertRemoveRecipient: {
    method: 'DELETE',
    url: '/api2/alert-settings/recipients/:id',
    access: SYSTEM_ADMIN_ONLY,
    params: alertRecipientParams,
    status: 204,
  },
} as const satisfies Record<string, ApiDef>;
