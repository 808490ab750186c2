import { EQR_PAGES } from '@eqmp/domain';
import { lazyView, sameView } from '../../lib/page-view';

/** One EQR page per module (air, river and marine chapters), all the same view. */
export const eqrViews = sameView(
  EQR_PAGES.map((p) => p.id),
  lazyView(() => import('./pages/EqrReportingPage'), 'EqrReportingPage'),
);
