import { ALERT_PAGES, type AlertPageId } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView } from '../../lib/page-view';

const list: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/AlertListPage'),
    (m) => m.AlertListPage,
  ),
};
const soj: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/SojAlertPage'),
    (m) => m.SojAlertPage,
  ),
};
const settings: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/AlertSettingsPage'),
    (m) => m.AlertSettingsPage,
  ),
};

type SettingsPageId =
  | 'adminAlertTransmission'
  | 'adminAlertExceedance'
  | 'adminAlertOutlier'
  | 'adminAlertNpe1'
  | 'adminAlertNpe2'
  | 'adminAlertPm';
const SETTINGS_PAGE_IDS: readonly SettingsPageId[] = [
  'adminAlertTransmission',
  'adminAlertExceedance',
  'adminAlertOutlier',
  'adminAlertNpe1',
  'adminAlertNpe2',
  'adminAlertPm',
];

/**
 * Every alert page shares one view (configured from its page table entry), the SOJ one with its
 * recipients below; so do the six settings pages.
 */
export const alertViews = {
  ...(Object.fromEntries(
    ALERT_PAGES.map(([id, module]) => [id, module === 'SOJ' ? soj : list]),
  ) as Record<AlertPageId, PageView>),
  ...(Object.fromEntries(SETTINGS_PAGE_IDS.map((id) => [id, settings])) as Record<
    SettingsPageId,
    PageView
  >),
};
