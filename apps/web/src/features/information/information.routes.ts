import { lazyPage } from '../../lib/lazy-page';
import type { PageView, PageViews } from '../../lib/page-view';

const view: PageView = {
  layout: 'public',
  load: lazyPage(
    () => import('./pages/InformationPage'),
    (m) => m.InformationPage,
  ),
};

/** One page component for the three public information pages. */
export const informationViews = {
  informationApims: view,
  informationRqims: view,
  informationMqims: view,
} as const satisfies PageViews;
