import { RECORD_PAGES } from '@eqmp/domain';
import { lazyView, sameView } from '../../lib/page-view';

/** One generic page serves both kinds of record of every record module (it reads both from the path). */
export const recordViews = sameView(
  RECORD_PAGES.map((p) => p.id),
  lazyView(() => import('./pages/RecordsPage'), 'RecordsPage'),
);
