import { ALERT_PAGES, type AlertPageId } from '@eqmp/domain';
import { lazyView, sameView, type PageView } from '../../lib/page-view';

const list = lazyView(() => import('./pages/AlertListPage'), 'AlertListPage');
const soj = lazyView(() => import('./pages/SojAlertPage'), 'SojAlertPage');

/**
 * Every alert page shares one view (configured from its page table entry), the SOJ one with its
 * recipients below; so do the six settings pages.
 */
export const alertViews = {
  ...(Object.fromEntries(
    ALERT_PAGES.map(([id, module]) => [id, module === 'SOJ' ? soj : list]),
  ) as Record<AlertPageId, PageView>),
  ...sameView(
    [
      'adminAlertTransmission',
      'adminAlertExceedance',
      'adminAlertOutlier',
      'adminAlertNpe1',
      'adminAlertNpe2',
      'adminAlertPm',
    ],
    lazyView(() => import('./pages/AlertSettingsPage'), 'AlertSettingsPage'),
  ),
};
