import { DELETE_REQUEST_PAGES, QAQC_PAGES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import { lazyView, sameView, type PageView } from '../../lib/page-view';

type QaqcPageId = (typeof QAQC_PAGES)[number]['id'];

const report = lazyPage(() => import('./pages/QaqcReportPage'), 'QaqcReportPage');
const review = lazyPage(() => import('./pages/QaqcReviewPage'), 'QaqcReviewPage');
const approval = lazyPage(() => import('./pages/QaqcApprovalPage'), 'QaqcApprovalPage');
const validation = lazyPage(() => import('./pages/DataValidationPage'), 'DataValidationPage');
const transmission = lazyPage(
  () => import('./pages/TransmissionRecordPage'),
  'TransmissionRecordPage',
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
export const deleteRequestViews = sameView(
  DELETE_REQUEST_PAGES.map((p) => p.id),
  lazyView(() => import('./pages/DeleteRequestsPage'), 'DeleteRequestsPage'),
);
