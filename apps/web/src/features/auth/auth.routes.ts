import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const authViews = {
  login: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  loading: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/LoadingPage'),
      (m) => m.LoadingPage,
    ),
  },
  logout: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/LogoutPage'),
      (m) => m.LogoutPage,
    ),
  },
  resetPassword: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/ResetPasswordPage'),
      (m) => m.ResetPasswordPage,
    ),
  },
} as const satisfies PageViews;
