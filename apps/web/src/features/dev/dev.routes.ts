import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const devViews = {
  devStatus: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/DevStatusPage'),
      (m) => m.DevStatusPage,
    ),
  },
  designSystem: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/DesignSystemPage'),
      (m) => m.DesignSystemPage,
    ),
  },
} as const satisfies PageViews;
