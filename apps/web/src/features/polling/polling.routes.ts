import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const pollingViews = {
  transmissionMonitoring: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/TransmissionMonitoringPage'),
      (m) => m.TransmissionMonitoringPage,
    ),
  },
  rawData: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/RawDataPage'),
      (m) => m.RawDataPage,
    ),
  },
} as const satisfies PageViews;
