import { lazyView, type PageViews } from '../../lib/page-view';

export const authViews = {
  login: lazyView(() => import('./pages/LoginPage'), 'LoginPage', 'public'),
  loading: lazyView(() => import('./pages/LoadingPage'), 'LoadingPage', 'public'),
  logout: lazyView(() => import('./pages/LogoutPage'), 'LogoutPage', 'public'),
  resetPassword: lazyView(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage', 'public'),
} as const satisfies PageViews;
