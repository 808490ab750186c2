import { lazyView, modulePageIds, sameView } from '../../lib/page-view';

/** One page component serves every module's station information. */
export const stationInformationViews = sameView(
  modulePageIds('StationInformation'),
  lazyView(() => import('./pages/StationInformationPage'), 'StationInformationPage'),
);
