import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const viewer = lazyPage(
  () => import('./pages/MapViewerPage'),
  (m) => m.MapViewerPage,
);

/** One viewer component for the ten modules (it reads its module from the page), and the public map. */
export const mapViews = {
  caqmMapViewer: { layout: 'app', load: viewer },
  maqmMapViewer: { layout: 'app', load: viewer },
  mcaqmMapViewer: { layout: 'app', load: viewer },
  crwqmMapViewer: { layout: 'app', load: viewer },
  mrwqmMapViewer: { layout: 'app', load: viewer },
  rwisMapViewer: { layout: 'app', load: viewer },
  cmwqmMapViewer: { layout: 'app', load: viewer },
  mmwqmMapViewer: { layout: 'app', load: viewer },
  mwisMapViewer: { layout: 'app', load: viewer },
  sojMapViewer: { layout: 'app', load: viewer },
  publicAirMap: {
    layout: 'public',
    load: lazyPage(
      () => import('./pages/PublicMapPage'),
      (m) => m.PublicMapPage,
    ),
  },
} as const satisfies PageViews;
