import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const page = lazyPage(
  () => import('./pages/QueryOptionsPage'),
  (m) => m.QueryOptionsPage,
);

/** One page component serves the query options of all ten modules (it reads the module from the path). */
export const queryViews = {
  caqmQuery: { layout: 'app', load: page },
  maqmQuery: { layout: 'app', load: page },
  mcaqmQuery: { layout: 'app', load: page },
  crwqmQuery: { layout: 'app', load: page },
  mrwqmQuery: { layout: 'app', load: page },
  rwisQuery: { layout: 'app', load: page },
  cmwqmQuery: { layout: 'app', load: page },
  mmwqmQuery: { layout: 'app', load: page },
  mwisQuery: { layout: 'app', load: page },
  sojQuery: { layout: 'app', load: page },
} as const satisfies PageViews;
