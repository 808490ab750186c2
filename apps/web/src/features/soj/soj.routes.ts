import { lazyView, type PageViews } from '../../lib/page-view';

/** The Straits of Johor pages (its map viewer and query options come with the other modules'). */
export const sojViews = {
  sojIdentification: lazyView(() => import('./pages/IdentificationPage'), 'IdentificationPage'),
  sojParameters: lazyView(() => import('./pages/ParametersPage'), 'ParametersPage'),
  sojStandard: lazyView(() => import('./pages/CriteriaPage'), 'StandardPage'),
  sojBenchmark: lazyView(() => import('./pages/CriteriaPage'), 'BenchmarkPage'),
  sojStations: lazyView(() => import('./pages/StationsPage'), 'StationsPage'),
  sojSchedule: lazyView(() => import('./pages/SchedulePage'), 'SchedulePage'),
  sojDataEntry: lazyView(() => import('./pages/DataEntryPage'), 'DataEntryPage'),
  sojVerify: lazyView(() => import('./pages/ReviewPage'), 'VerifyPage'),
  sojPendingApproval: lazyView(() => import('./pages/ReviewPage'), 'PendingApprovalPage'),
  sojData: lazyView(() => import('./pages/DataPage'), 'DataPage'),
  sojYearly: lazyView(() => import('./pages/YearlyPage'), 'YearlyPage'),
} as const satisfies PageViews;
