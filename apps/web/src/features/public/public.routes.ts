import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const publicViews = {
  landing: { layout: 'public', load: lazyPage(() => import('./pages/LandingPage'), (m) => m.LandingPage) },
} as const satisfies PageViews;
