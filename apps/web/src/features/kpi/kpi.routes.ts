import { lazyView, type PageViews } from '../../lib/page-view';

export const kpiViews = {
  systemKpi: lazyView(() => import('./pages/SystemKpiPage'), 'SystemKpiPage'),
  dataKpi: lazyView(() => import('./pages/DataKpiPage'), 'DataKpiPage'),
} as const satisfies PageViews;
