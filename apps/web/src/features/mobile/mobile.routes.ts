import { lazyView, type PageViews } from '../../lib/page-view';

/** Mobile air (spec §2 form/mcaqm_data_entry): deployments and their readings. */
export const mobileViews = {
  mcaqmDataEntry: lazyView(() => import('./pages/MobileDataEntryPage'), 'MobileDataEntryPage'),
} as const satisfies PageViews;
