import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const smsViews = {
  smsPollerTable: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/SmsPollerTablePage'),
      (m) => m.SmsPollerTablePage,
    ),
  },
} as const satisfies PageViews;
