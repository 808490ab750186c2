import { lazyView, type PageViews } from '../../lib/page-view';

export const documentViews = {
  docRepository: lazyView(() => import('./pages/DocumentRepositoryPage'), 'DocumentRepositoryPage'),
} as const satisfies PageViews;
