import { lazyView, type PageViews } from '../../lib/page-view';

export const executiveSummaryViews = {
  esIndexOverview: lazyView(() => import('./pages/IndexOverviewPage'), 'IndexOverviewPage'),
  esStationStatistics: lazyView(
    () => import('./pages/StationStatisticsPage'),
    'StationStatisticsPage',
  ),
  esTrendAnalysis: lazyView(() => import('./pages/TrendAnalysisPage'), 'TrendAnalysisPage'),
  esPollutionEvent: lazyView(() => import('./pages/PollutionEventPage'), 'PollutionEventPage'),
  esAirQualityOverview: lazyView(
    () => import('./pages/AirQualityOverviewPage'),
    'AirQualityOverviewPage',
  ),
  esHotspot: lazyView(() => import('./pages/HotspotPage'), 'HotspotPage'),
  esManualStationStatus: lazyView(
    () => import('./pages/ManualStationStatusPage'),
    'ManualStationStatusPage',
  ),
} as const satisfies PageViews;
