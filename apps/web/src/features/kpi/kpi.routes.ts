import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const kpiViews = {
  systemKpi: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/SystemKpiPage'),
      (m) => m.SystemKpiPage,
    ),
  },
  dataKpi: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/DataKpiPage'),
      (m) => m.DataKpiPage,
    ),
  },
} as const satisfies PageViews;
