import { EQMP_PAGES } from '@eqmp/domain';
import { lazyView, sameView } from '../../lib/page-view';

/** One page per module with EQMP reporting, all the same view. */
export const eqmpReportingViews = sameView(
  EQMP_PAGES.map((p) => p.id),
  lazyView(() => import('./pages/EqmpReportingPage'), 'EqmpReportingPage'),
);
