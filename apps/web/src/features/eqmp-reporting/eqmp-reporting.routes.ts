import { EQMP_PAGES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

const view: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/EqmpReportingPage'),
    (m) => m.EqmpReportingPage,
  ),
};

/** One page per module with EQMP reporting, all the same view. */
export const eqmpReportingViews = Object.fromEntries(EQMP_PAGES.map((p) => [p.id, view])) as Record<
  (typeof EQMP_PAGES)[number]['id'],
  PageView
>;
