import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const executiveSummaryViews = {
  esIndexOverview: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/IndexOverviewPage'),
      (m) => m.IndexOverviewPage,
    ),
  },
  esStationStatistics: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/StationStatisticsPage'),
      (m) => m.StationStatisticsPage,
    ),
  },
  esTrendAnalysis: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/TrendAnalysisPage'),
      (m) => m.TrendAnalysisPage,
    ),
  },
  esPollutionEvent: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/PollutionEventPage'),
      (m) => m.PollutionEventPage,
    ),
  },
  esAirQualityOverview: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/AirQualityOverviewPage'),
      (m) => m.AirQualityOverviewPage,
    ),
  },
  esHotspot: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/HotspotPage'),
      (m) => m.HotspotPage,
    ),
  },
  esManualStationStatus: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/ManualStationStatusPage'),
      (m) => m.ManualStationStatusPage,
    ),
  },
} as const satisfies PageViews;
