import { SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import type { z } from 'zod';
import type { ApiDef } from '../routes/api-def.js';
import {
  calibrationRecordBody,
  maintenanceRecordBody,
  recordAttachment,
  recordDeleteRequestBody,
  recordDetail,
  recordFileParams,
  recordListQuery,
  recordListResponse,
  recordSaveResponse,
  recordDeleteRequest,
  recordDeleteRequestsQuery,
  recordDeleteRequestsResponse,
  recordDeleteReviewBody,
  recordIdParams,
  recordSetting,
  recordSettingBody,
  recordSettingsResponse,
  recordStationsQuery,
  recordStationsResponse,
} from '../contracts/records.js';
import {
  RECORD_KINDS,
  RECORD_MODULES,
  recordReadRoles,
  recordRole,
  type RecordAction,
  type RecordKind,
} from './record-kinds.js';

const every = (kinds: readonly RecordKind[], action: RecordAction | 'read') => ({
  anyOf: [
    ...new Set(
      kinds.flatMap((kind) =>
        RECORD_MODULES.flatMap((m) =>
          action === 'read' ? recordReadRoles(kind, m) : [recordRole(kind, action, m)],
        ),
      ),
    ),
  ],
});

/**
 * The entries of one kind of record: its list, detail, form (whose body is the kind's own) and
 * attachments, and asking to delete one, each open to that kind's roles of any record module (the
 * handler narrows to the station's module). Named `<kind>Record<Action>`.
 */
function kindEntries<K extends RecordKind, B extends z.ZodType>(kind: K, body: B) {
  const base = `/api2/records/${kind}` as const;
  const read = every([kind], 'read');
  const upload = every([kind], 'upload');
  const entries = {
    List: {
      method: 'GET',
      url: base,
      access: read,
      query: recordListQuery,
      response: recordListResponse,
    },
    Detail: {
      method: 'GET',
      url: `${base}/:id`,
      access: read,
      params: recordIdParams,
      response: recordDetail,
    },
    Create: { method: 'POST', url: base, access: upload, body, response: recordSaveResponse },
    Update: {
      method: 'PUT',
      url: `${base}/:id`,
      access: upload,
      params: recordIdParams,
      body,
      response: recordSaveResponse,
    },
    Attach: {
      method: 'POST',
      url: `${base}/:id/attachments`,
      access: upload,
      params: recordIdParams,
      response: recordAttachment,
      status: 201,
    },
    Attachment: {
      method: 'GET',
      url: `${base}/:id/attachments/:fileId`,
      access: read,
      params: recordFileParams,
    },
    Detach: {
      method: 'DELETE',
      url: `${base}/:id/attachments/:fileId`,
      access: upload,
      params: recordFileParams,
      status: 204,
    },
    RequestDelete: {
      method: 'POST',
      url: `${base}/:id/delete-request`,
      access: every([kind], 'requestDelete'),
      params: recordIdParams,
      body: recordDeleteRequestBody,
      response: recordDeleteRequest,
    },
  } as const satisfies Record<string, ApiDef>;
  return Object.fromEntries(
    Object.entries(entries).map(([action, entry]) => [`${kind}Record${action}`, entry]),
  ) as {
    readonly [A in keyof typeof entries as `${K}Record${A}`]: (typeof entries)[A];
  };
}

/**
 * The records API: per kind (see `kindEntries`), then what both kinds share: the station picker,
 * delete requests and the per-parameter settings.
 */
export const RECORD_API_ENTRIES = {
  ...kindEntries('maintenance', maintenanceRecordBody),
  ...kindEntries('calibration', calibrationRecordBody),
  recordStations: {
    method: 'GET',
    url: '/api2/records/stations',
    access: every(RECORD_KINDS, 'read'),
    query: recordStationsQuery,
    response: recordStationsResponse,
  },
  recordDeleteRequests: {
    method: 'GET',
    url: '/api2/records/delete-requests',
    access: every(RECORD_KINDS, 'read'),
    query: recordDeleteRequestsQuery,
    response: recordDeleteRequestsResponse,
  },
  recordReviewDeleteRequest: {
    method: 'POST',
    url: '/api2/records/delete-requests/:id/review',
    access: every(['maintenance'], 'reviewDelete'),
    params: recordIdParams,
    body: recordDeleteReviewBody,
    response: recordDeleteRequest,
  },
  recordSettings: {
    method: 'GET',
    url: '/api2/records/settings',
    access: every(RECORD_KINDS, 'read'),
    response: recordSettingsResponse,
  },
  recordSettingUpdate: {
    method: 'POST',
    url: '/api2/records/settings',
    access: SYSTEM_ADMIN_ONLY,
    body: recordSettingBody,
    response: recordSetting,
  },
} as const satisfies Record<string, ApiDef>;
