import type { ApiDef } from '../routes/api-def.js';
import {
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

type Action =
  'List' | 'Detail' | 'Create' | 'Update' | 'Attach' | 'Attachment' | 'Detach' | 'RequestDelete';
type EntryName = `${RecordKind}Record${Action}`;

/**
 * The records API: per kind the list, detail, form and attachments, each open to that kind's
 * roles of any record module (the handler narrows to the station's module); then what both
 * kinds share: the station picker, delete requests and the per-parameter settings.
 */
function kindEntries(): Record<EntryName, ApiDef> {
  const out: Partial<Record<EntryName, ApiDef>> = {};
  for (const kind of RECORD_KINDS) {
    const base = `/api2/records/${kind}`;
    const read = every([kind], 'read');
    const upload = every([kind], 'upload');
    out[`${kind}RecordList`] = { method: 'GET', url: base, access: read };
    out[`${kind}RecordDetail`] = { method: 'GET', url: `${base}/:id`, access: read };
    out[`${kind}RecordCreate`] = { method: 'POST', url: base, access: upload };
    out[`${kind}RecordUpdate`] = { method: 'PUT', url: `${base}/:id`, access: upload };
    out[`${kind}RecordAttach`] = {
      method: 'POST',
      url: `${base}/:id/attachments`,
      access: upload,
    };
    out[`${kind}RecordAttachment`] = {
      method: 'GET',
      url: `${base}/:id/attachments/:fileId`,
      access: read,
    };
    out[`${kind}RecordDetach`] = {
      method: 'DELETE',
      url: `${base}/:id/attachments/:fileId`,
      access: upload,
    };
    out[`${kind}RecordRequestDelete`] = {
      method: 'POST',
      url: `${base}/:id/delete-request`,
      access: every([kind], 'requestDelete'),
    };
  }
  return out as Record<EntryName, ApiDef>;
}

export const RECORD_API_ENTRIES = {
  ...kindEntries(),
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
    access: { anyOf: ['System Admin'] },
    body: recordSettingBody,
    response: recordSetting,
  },
} as const satisfies Record<string, ApiDef>;
