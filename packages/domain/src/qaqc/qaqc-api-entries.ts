import type { ApiDef } from '../routes/api-def.js';
import {
  deleteRequest,
  deleteRequestBody,
  deleteRequestReviewBody,
  deleteRequestsQuery,
  deleteRequestsResponse,
} from '../contracts/qaqc.js';
import { recordIdParams } from '../contracts/records.js';
import { anyQaqcRole } from './qaqc-access.js';

const any = (fn: Parameters<typeof anyQaqcRole>[0]) => ({ anyOf: anyQaqcRole(fn) });

/**
 * The QA/QC API (QUALITY.md levels 1–3 and delete requests). Each entry admits the function's
 * role of any module; the handler narrows to the module of the station concerned.
 */
export const QAQC_API_ENTRIES = {
  qaqcCodes: { method: 'GET', url: '/api2/qaqc/codes', access: 'session' },
  qaqcCreateCode: { method: 'POST', url: '/api2/qaqc/codes', access: { anyOf: ['System Admin'] } },
  qaqcStations: {
    method: 'GET',
    url: '/api2/qaqc/stations',
    // The delete request form picks a station and parameter too.
    access: {
      anyOf: [
        ...anyQaqcRole('viewFlags'),
        ...anyQaqcRole('report'),
        ...anyQaqcRole('requestDelete'),
      ],
    },
  },
  qaqcValues: { method: 'GET', url: '/api2/qaqc/values', access: any('viewFlags') },
  qaqcHistory: { method: 'GET', url: '/api2/qaqc/history', access: any('viewFlags') },
  qaqcChangeSets: { method: 'GET', url: '/api2/qaqc/change-sets', access: any('viewFlags') },
  qaqcEdit: { method: 'POST', url: '/api2/qaqc/edits', access: any('updateFlag') },
  qaqcRestore: { method: 'POST', url: '/api2/qaqc/restores', access: any('updateFlag') },
  qaqcRevert: {
    method: 'POST',
    url: '/api2/qaqc/change-sets/:id/revert',
    access: any('updateFlag'),
  },
  qaqcRanges: { method: 'GET', url: '/api2/qaqc/ranges', access: any('viewFlags') },
  qaqcReview: { method: 'POST', url: '/api2/qaqc/reviews', access: any('updateFlag') },
  qaqcApprove: { method: 'POST', url: '/api2/qaqc/approvals', access: any('updateFlag') },
  qaqcReopen: { method: 'POST', url: '/api2/qaqc/approvals/:id/reopen', access: any('updateFlag') },
  qaqcReport: { method: 'GET', url: '/api2/qaqc/report', access: any('report') },
  qaqcTransmission: { method: 'GET', url: '/api2/qaqc/transmission', access: any('report') },
  qaqcDeleteRequests: {
    method: 'GET',
    url: '/api2/qaqc/delete-requests',
    // Who asks and who decides see the requests and their outcome too.
    access: {
      anyOf: [
        ...anyQaqcRole('viewDeletes'),
        ...anyQaqcRole('requestDelete'),
        ...anyQaqcRole('reviewDelete'),
      ],
    },
    query: deleteRequestsQuery,
    response: deleteRequestsResponse,
  },
  qaqcCreateDeleteRequest: {
    method: 'POST',
    url: '/api2/qaqc/delete-requests',
    access: any('requestDelete'),
    body: deleteRequestBody,
    response: deleteRequest,
  },
  qaqcWithdrawDeleteRequest: {
    method: 'POST',
    url: '/api2/qaqc/delete-requests/:id/withdraw',
    access: any('requestDelete'),
    params: recordIdParams,
    response: deleteRequest,
  },
  qaqcReviewDeleteRequest: {
    method: 'POST',
    url: '/api2/qaqc/delete-requests/:id/review',
    access: any('reviewDelete'),
    params: recordIdParams,
    body: deleteRequestReviewBody,
    response: deleteRequest,
  },
} as const satisfies Record<string, ApiDef>;
