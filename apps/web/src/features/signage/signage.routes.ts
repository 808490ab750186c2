import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const screen = {
  layout: 'screen',
  load: lazyPage(
    () => import('./pages/SignagePage'),
    (m) => m.SignagePage,
  ),
} as const;

/** The three signage screens share one full-screen page; the path says the medium. */
export const signageViews = {
  signageAir: screen,
  signageRiver: screen,
  signageMarine: screen,
} as const satisfies PageViews;
