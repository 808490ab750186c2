import { DELETE_REQUEST_PAGES, QAQC_PAGES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

type QaqcPageId = (typeof QAQC_PAGES)[number]['id'];
type DeleteRequestPageId = (typeof DELETE_REQUEST_PAGES)[number]['id'];

const report = lazyPage(
  () => import('./pages/QaqcReportPage'),
  (m) => m.QaqcReportPage,
);
const review = lazyPage(
  () => import('./pages/QaqcReviewPage'),
  (m) => m.QaqcReviewPage,
);
const approval = lazyPage(
  () => import('./pages/QaqcApprovalPage'),
  (m) => m.QaqcApprovalPage,
);
const validation = lazyPage(
  () => import('./pages/DataValidationPage'),
  (m) => m.DataValidationPage,
);
const transmission = lazyPage(
  () => import('./pages/TransmissionRecordPage'),
  (m) => m.TransmissionRecordPage,
);
const deleteRequests = lazyPage(
  () => import('./pages/DeleteRequestsPage'),
  (m) => m.DeleteRequestsPage,
);
const BY_PAGE: Record<string, PageView['load']> = {
  qaqc: report,
  qaqc_2nd_level: review,
  qaqc_3rd_level: approval,
  datavalidation: validation,
  data_transmission: transmission,
};

/** Five generic pages serve the QA/QC pages of every continuous module (they read the module from the path). */
export const qaqcViews = Object.fromEntries(
  QAQC_PAGES.map((p) => [p.id, { layout: 'app', load: BY_PAGE[p.path.split('/').pop()!]! }]),
) as Record<QaqcPageId, PageView>;

/** The delete request page of each manual programme and investigative study (one view, module from the path). */
export const deleteRequestViews = Object.fromEntries(
  DELETE_REQUEST_PAGES.map((p) => [p.id, { layout: 'app', load: deleteRequests }]),
) as Record<DeleteRequestPageId, PageView>;
