import { lazyView, type PageViews } from '../../lib/page-view';

export const homeViews = {
  home: lazyView(() => import('./pages/HomePage'), 'HomePage'),
} as const satisfies PageViews;
