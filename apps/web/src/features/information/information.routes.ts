import { lazyView, sameView } from '../../lib/page-view';

/** One page component for the three public information pages. */
export const informationViews = sameView(
  ['informationApims', 'informationRqims', 'informationMqims'],
  lazyView(() => import('./pages/InformationPage'), 'InformationPage', 'public'),
);
