import { RECORD_PAGES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

type RecordPageId = (typeof RECORD_PAGES)[number]['id'];

const records = lazyPage(
  () => import('./pages/RecordsPage'),
  (m) => m.RecordsPage,
);

/** One generic page serves both kinds of record of every record module (it reads both from the path). */
export const recordViews = Object.fromEntries(
  RECORD_PAGES.map((p) => [p.id, { layout: 'app', load: records }]),
) as Record<RecordPageId, PageView>;
