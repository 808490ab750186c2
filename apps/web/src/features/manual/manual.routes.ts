import { lazyView, type PageViews } from '../../lib/page-view';

export const manualViews = {
  userManual: lazyView(() => import('./pages/UserManualPage'), 'UserManualPage'),
} as const satisfies PageViews;
