import { SYSTEM_ADMIN_ONLY } from '../access/functions.js';
import type { ApiDef } from '../routes/api-def.js';
import {
  deleteRequest,
  deleteRequestBody,
  deleteRequestReviewBody,
  deleteRequestsQuery,
  deleteRequestsResponse,
  qaqcChangeSetsQuery,
  qaqcChangeSetsResponse,
  qaqcEditBody,
  qaqcEditResponse,
  qaqcHistoryImportBody,
  qaqcHistoryImportResponse,
  qaqcHistoryQuery,
  qaqcHistoryResponse,
  qaqcPeriodQuery,
  qaqcRange,
  qaqcRangeBody,
  qaqcRangesQuery,
  qaqcRangesResponse,
  qaqcReopenBody,
  qaqcReportQuery,
  qaqcReportResponse,
  qaqcRestoreBody,
  qaqcRevertBody,
  qaqcRevertParams,
  qaqcRevertResponse,
  qaqcStationsQuery,
  qaqcStationsResponse,
  qaqcTransmissionResponse,
  qaqcValuesQuery,
  qaqcValuesResponse,
  qualityCode,
  qualityCodeBody,
  qualityCodesResponse,
} from '../contracts/qaqc.js';
import { recordIdParams } from '../contracts/records.js';
import { anyQaqcRole } from './qaqc-access.js';

/** Admits the holders of any of these QA/QC functions, in any module. */
const any = (...fns: Parameters<typeof anyQaqcRole>[0][]) => ({
  anyOf: fns.flatMap((fn) => anyQaqcRole(fn)),
});

/**
 * The QA/QC API (QUALITY.md levels 1–3 and delete requests). Each entry admits the function's
 * role of any module; the handler narrows to the module of the station concerned.
 */
export const QAQC_API_ENTRIES = {
  qaqcCodes: {
    method: 'GET',
    url: '/api2/qaqc/codes',
    access: 'session',
    response: qualityCodesResponse,
  },
  qaqcCreateCode: {
    method: 'POST',
    url: '/api2/qaqc/codes',
    access: SYSTEM_ADMIN_ONLY,
    body: qualityCodeBody,
    response: qualityCode,
  },
  qaqcStations: {
    method: 'GET',
    url: '/api2/qaqc/stations',
    // The delete request form picks a station and parameter too.
    access: any('viewFlags', 'report', 'requestDelete'),
    query: qaqcStationsQuery,
    response: qaqcStationsResponse,
  },
  qaqcValues: {
    method: 'GET',
    url: '/api2/qaqc/values',
    access: any('viewFlags'),
    query: qaqcValuesQuery,
    response: qaqcValuesResponse,
  },
  qaqcHistory: {
    method: 'GET',
    url: '/api2/qaqc/history',
    access: any('viewFlags'),
    query: qaqcHistoryQuery,
    response: qaqcHistoryResponse,
  },
  qaqcChangeSets: {
    method: 'GET',
    url: '/api2/qaqc/change-sets',
    access: any('viewFlags'),
    query: qaqcChangeSetsQuery,
    response: qaqcChangeSetsResponse,
  },
  qaqcEdit: {
    method: 'POST',
    url: '/api2/qaqc/edits',
    access: any('updateFlag'),
    body: qaqcEditBody,
    response: qaqcEditResponse,
  },
  qaqcRestore: {
    method: 'POST',
    url: '/api2/qaqc/restores',
    access: any('updateFlag'),
    body: qaqcRestoreBody,
    response: qaqcEditResponse,
  },
  qaqcHistoryImport: {
    method: 'POST',
    url: '/api2/qaqc/history-imports',
    access: any('updateFlag'),
    body: qaqcHistoryImportBody,
    response: qaqcHistoryImportResponse,
  },
  qaqcRevert: {
    method: 'POST',
    url: '/api2/qaqc/change-sets/:id/revert',
    access: any('updateFlag'),
    params: qaqcRevertParams,
    body: qaqcRevertBody,
    response: qaqcRevertResponse,
  },
  qaqcRanges: {
    method: 'GET',
    url: '/api2/qaqc/ranges',
    access: any('viewFlags'),
    query: qaqcRangesQuery,
    response: qaqcRangesResponse,
  },
  qaqcReview: {
    method: 'POST',
    url: '/api2/qaqc/reviews',
    access: any('updateFlag'),
    body: qaqcRangeBody,
    response: qaqcRange,
  },
  qaqcApprove: {
    method: 'POST',
    url: '/api2/qaqc/approvals',
    access: any('updateFlag'),
    body: qaqcRangeBody,
    response: qaqcRange,
  },
  qaqcReopen: {
    method: 'POST',
    url: '/api2/qaqc/approvals/:id/reopen',
    access: any('updateFlag'),
    params: recordIdParams,
    body: qaqcReopenBody,
    response: qaqcRange,
  },
  qaqcReport: {
    method: 'GET',
    url: '/api2/qaqc/report',
    access: any('report'),
    query: qaqcReportQuery,
    response: qaqcReportResponse,
  },
  qaqcTransmission: {
    method: 'GET',
    url: '/api2/qaqc/transmission',
    access: any('report'),
    query: qaqcPeriodQuery,
    response: qaqcTransmissionResponse,
  },
  qaqcDeleteRequests: {
    method: 'GET',
    url: '/api2/qaqc/delete-requests',
    // Who asks and who decides see the requests and their outcome too.
    access: any('viewDeletes', 'requestDelete', 'reviewDelete'),
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
