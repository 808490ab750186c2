import { lazyView, type PageViews } from '../../lib/page-view';

export const smsViews = {
  smsPollerTable: lazyView(() => import('./pages/SmsPollerTablePage'), 'SmsPollerTablePage'),
} as const satisfies PageViews;
