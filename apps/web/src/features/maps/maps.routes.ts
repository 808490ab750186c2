import { lazyView, modulePageIds, sameView, type PageViews } from '../../lib/page-view';

/** One viewer component for the ten modules (it reads its module from the page), and the public map. */
export const mapViews = {
  ...sameView(
    modulePageIds('MapViewer'),
    lazyView(() => import('./pages/MapViewerPage'), 'MapViewerPage'),
  ),
  publicAirMap: lazyView(() => import('./pages/PublicMapPage'), 'PublicMapPage', 'public'),
} as const satisfies PageViews;
