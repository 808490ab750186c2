import { lazyView, modulePageIds, sameView } from '../../lib/page-view';

/** One page component serves the query options of all ten modules (it reads the module from the path). */
export const queryViews = sameView(
  modulePageIds('Query'),
  lazyView(() => import('./pages/QueryOptionsPage'), 'QueryOptionsPage'),
);
