import { lazyView, type PageViews } from '../../lib/page-view';

export const pollingViews = {
  transmissionMonitoring: lazyView(
    () => import('./pages/TransmissionMonitoringPage'),
    'TransmissionMonitoringPage',
  ),
  rawData: lazyView(() => import('./pages/RawDataPage'), 'RawDataPage'),
} as const satisfies PageViews;
