import {
  eqmpDeleteDecisionBody,
  eqmpDeleteRequestBody,
  eqmpDownloadQuery,
  eqmpListQuery,
  eqmpListResponse,
  eqmpReportDetailResponse,
  eqmpReportIdParams,
  eqmpReviewBody,
  eqmpUploadQuery,
  eqmpUploadResponse,
} from '../contracts/eqmp-reporting.js';
import { moduleActionEntries, type ModuleAction } from '../routes/module-api-entries.js';
import { MODULES, type ModuleCode } from '../modules.js';

/** The largest EQMP report file, in bytes (25 MiB). */
export const EQMP_REPORT_MAX_BYTES = 25 * 1024 * 1024;

/** EQMP reports are PDF, Word or Excel files (checked by their bytes). */
export const EQMP_REPORT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * The modules with an EQMP report page (spec §2: `reporting` among the air, river and marine
 * continuous and manual report pages).
 */
export const EQMP_MODULES = [
  'CAQM',
  'MAQM',
  'MCAQM',
  'CRWQM',
  'MRWQM',
  'CMWQM',
  'MMWQM',
] as const satisfies readonly ModuleCode[];
export type EqmpModule = (typeof EQMP_MODULES)[number];

/** The spec §6 EQMP report roles of one module. */
export function eqmpRoles(module: ModuleCode) {
  return {
    view: `View EQMP Report ${module}`,
    upload: `Upload EQMP Report ${module}`,
    requestDelete: `Request Delete EQMP Report ${module}`,
    review: `Review Submit EQMP Report ${module}`,
  } as const;
}

/** Anyone who works with a module's EQMP reports may list and read them. */
export function eqmpReadRoles(module: ModuleCode): string[] {
  return Object.values(eqmpRoles(module));
}

/** What each step of EQMP reporting takes and answers, the same for every module. */
const EQMP_ACTIONS = {
  List: { method: 'GET', query: eqmpListQuery, response: eqmpListResponse },
  Detail: { method: 'GET', params: eqmpReportIdParams, response: eqmpReportDetailResponse },
  Download: { method: 'GET', params: eqmpReportIdParams, query: eqmpDownloadQuery },
  Upload: { method: 'POST', query: eqmpUploadQuery, response: eqmpUploadResponse, status: 201 },
  Review: { method: 'POST', params: eqmpReportIdParams, body: eqmpReviewBody, status: 204 },
  RequestDelete: {
    method: 'POST',
    params: eqmpReportIdParams,
    body: eqmpDeleteRequestBody,
    status: 204,
  },
  DecideDelete: {
    method: 'POST',
    params: eqmpReportIdParams,
    body: eqmpDeleteDecisionBody,
    status: 204,
  },
} as const satisfies Record<string, ModuleAction>;

const EQMP_PATHS: Record<keyof typeof EQMP_ACTIONS, string> = {
  List: '',
  Detail: '/:id',
  Download: '/:id/download',
  Upload: '',
  Review: '/:id/review',
  RequestDelete: '/:id/delete-request',
  DecideDelete: '/:id/delete-decision',
};

/** The API entries of EQMP reporting per module, each open to the roles that step needs. */
export function eqmpApiEntries() {
  return moduleActionEntries('eqmp', EQMP_MODULES, EQMP_ACTIONS, (module, action) => {
    const roles = eqmpRoles(module);
    const who = {
      List: eqmpReadRoles(module),
      Detail: eqmpReadRoles(module),
      Download: eqmpReadRoles(module),
      Upload: [roles.upload],
      Review: [roles.review],
      RequestDelete: [roles.requestDelete],
      DecideDelete: [roles.review],
    }[action];
    return {
      url: `/api2/eqmp-reports/${module.toLowerCase()}${EQMP_PATHS[action]}`,
      access: { anyOf: who },
    };
  });
}

/** The pages `{prefix}/report/reporting`, under "EQMP and EQR Reporting" in each module's menu. */
export const EQMP_PAGES = EQMP_MODULES.map((module) => ({
  id: `${module.toLowerCase() as Lowercase<EqmpModule>}EqmpReporting` as const,
  path: `${MODULES[module].prefix}/report/reporting`,
  access: { anyOf: eqmpReadRoles(module) },
  titleKey: 'eqmp:title',
  module,
  menu: { section: module, group: 'reporting' as const, order: 0 },
}));
