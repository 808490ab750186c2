import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const app = (load: ReturnType<typeof lazyPage>) => ({ layout: 'app' as const, load });

/** The Straits of Johor pages (its map viewer and query options come with the other modules'). */
export const sojViews = {
  sojIdentification: app(
    lazyPage(
      () => import('./pages/IdentificationPage'),
      (m) => m.IdentificationPage,
    ),
  ),
  sojParameters: app(
    lazyPage(
      () => import('./pages/ParametersPage'),
      (m) => m.ParametersPage,
    ),
  ),
  sojStandard: app(
    lazyPage(
      () => import('./pages/CriteriaPage'),
      (m) => m.StandardPage,
    ),
  ),
  sojBenchmark: app(
    lazyPage(
      () => import('./pages/CriteriaPage'),
      (m) => m.BenchmarkPage,
    ),
  ),
  sojStations: app(
    lazyPage(
      () => import('./pages/StationsPage'),
      (m) => m.StationsPage,
    ),
  ),
  sojSchedule: app(
    lazyPage(
      () => import('./pages/SchedulePage'),
      (m) => m.SchedulePage,
    ),
  ),
  sojDataEntry: app(
    lazyPage(
      () => import('./pages/DataEntryPage'),
      (m) => m.DataEntryPage,
    ),
  ),
  sojVerify: app(
    lazyPage(
      () => import('./pages/ReviewPage'),
      (m) => m.VerifyPage,
    ),
  ),
  sojPendingApproval: app(
    lazyPage(
      () => import('./pages/ReviewPage'),
      (m) => m.PendingApprovalPage,
    ),
  ),
  sojData: app(
    lazyPage(
      () => import('./pages/DataPage'),
      (m) => m.DataPage,
    ),
  ),
  sojYearly: app(
    lazyPage(
      () => import('./pages/YearlyPage'),
      (m) => m.YearlyPage,
    ),
  ),
} as const satisfies PageViews;
