import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const profileViews = {
  profile: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/ProfilePage'),
      (m) => m.ProfilePage,
    ),
  },
  confirmEmail: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/ConfirmEmailPage'),
      (m) => m.ConfirmEmailPage,
    ),
  },
} as const satisfies PageViews;
