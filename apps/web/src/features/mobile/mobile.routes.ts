import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

/** Mobile air (spec §2 form/mcaqm_data_entry): deployments and their readings. */
export const mobileViews = {
  mcaqmDataEntry: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/MobileDataEntryPage'),
      (m) => m.MobileDataEntryPage,
    ),
  },
} as const satisfies PageViews;
