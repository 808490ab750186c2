import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const water = lazyPage(
  () => import('./pages/PublicWaterPage'),
  (m) => m.PublicWaterPage,
);

export const publicViews = {
  landing: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/LandingPage'),
      (m) => m.LandingPage,
    ),
  },
  publicRiver: { layout: 'public', load: water },
  publicMarine: { layout: 'public', load: water },
  publicOpenData: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/OpenDataPage'),
      (m) => m.OpenDataPage,
    ),
  },
} as const satisfies PageViews;
