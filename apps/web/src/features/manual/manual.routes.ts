import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const manualViews = {
  userManual: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/UserManualPage'),
      (m) => m.UserManualPage,
    ),
  },
} as const satisfies PageViews;
