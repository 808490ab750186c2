import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const homeViews = {
  home: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/HomePage'),
      (m) => m.HomePage,
    ),
  },
} as const satisfies PageViews;
