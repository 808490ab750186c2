import { lazyView, type PageViews } from '../../lib/page-view';

export const devViews = {
  devStatus: lazyView(() => import('./pages/DevStatusPage'), 'DevStatusPage'),
  designSystem: lazyView(() => import('./pages/DesignSystemPage'), 'DesignSystemPage', 'public'),
} as const satisfies PageViews;
