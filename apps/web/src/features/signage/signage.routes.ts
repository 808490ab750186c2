import { lazyView, sameView } from '../../lib/page-view';

/** The three signage screens share one full-screen page; the path says the medium. */
export const signageViews = sameView(
  ['signageAir', 'signageRiver', 'signageMarine'],
  lazyView(() => import('./pages/SignagePage'), 'SignagePage', 'screen'),
);
