import { EQR_PAGES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

const view: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/EqrReportingPage'),
    (m) => m.EqrReportingPage,
  ),
};

/** One EQR page per module (air, river and marine chapters), all the same view. */
export const eqrViews = Object.fromEntries(EQR_PAGES.map((p) => [p.id, view])) as Record<
  (typeof EQR_PAGES)[number]['id'],
  PageView
>;
