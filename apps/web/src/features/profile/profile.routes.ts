import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const profileViews = {
  profile: { layout: 'app', load: lazyPage(() => import('./pages/ProfilePage'), (m) => m.ProfilePage) },
} as const satisfies PageViews;
