import { MODULE_CODES } from '@eqmp/domain';
import { lazyPage } from '../../lib/lazy-page';
import type { PageView, PageViews } from '../../lib/page-view';

const view: PageView = {
  layout: 'app',
  load: lazyPage(
    () => import('./pages/StationInformationPage'),
    (m) => m.StationInformationPage,
  ),
};

/** One page component serves every module's station information. */
export const stationInformationViews = Object.fromEntries(
  MODULE_CODES.map((module) => [`${module.toLowerCase()}StationInformation`, view]),
) as Record<
  `${Lowercase<(typeof MODULE_CODES)[number]>}StationInformation`,
  PageView
> satisfies PageViews;
