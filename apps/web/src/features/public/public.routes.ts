import { lazyPage } from '../../lib/lazy-page';
import { lazyView, type PageViews } from '../../lib/page-view';

const water = lazyPage(() => import('./pages/PublicWaterPage'), 'PublicWaterPage');

export const publicViews = {
  landing: lazyView(() => import('./pages/LandingPage'), 'LandingPage', 'public'),
  publicRiver: { layout: 'public', load: water },
  publicMarine: { layout: 'public', load: water },
  publicOpenData: lazyView(() => import('./pages/OpenDataPage'), 'OpenDataPage', 'public'),
} as const satisfies PageViews;
