import { lazyView, type PageViews } from '../../lib/page-view';

export const profileViews = {
  profile: lazyView(() => import('./pages/ProfilePage'), 'ProfilePage'),
  confirmEmail: lazyView(() => import('./pages/ConfirmEmailPage'), 'ConfirmEmailPage', 'public'),
} as const satisfies PageViews;
