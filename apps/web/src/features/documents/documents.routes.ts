import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const documentViews = {
  docRepository: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/DocumentRepositoryPage'),
      (m) => m.DocumentRepositoryPage,
    ),
  },
} as const satisfies PageViews;
