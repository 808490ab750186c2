import { lazyView, sameView, type PageViews } from '../../lib/page-view';

/** One page component per medium, shared by its modules; the standards page for the System Admin. */
export const calculatorViews = {
  ...sameView(
    ['caqmApiCalculator', 'maqmApiCalculator', 'mcaqmApiCalculator'],
    lazyView(() => import('./pages/AirCalculatorPage'), 'AirCalculatorPage'),
  ),
  ...sameView(
    ['crwqmWqiCalculator', 'mrwqmWqiCalculator'],
    lazyView(() => import('./pages/RiverCalculatorPage'), 'RiverCalculatorPage'),
  ),
  ...sameView(
    ['cmwqmMwqiCalculator', 'mmwqmMwqiCalculator'],
    lazyView(() => import('./pages/MarineCalculatorPage'), 'MarineCalculatorPage'),
  ),
  adminStandards: lazyView(() => import('./pages/StandardsPage'), 'StandardsPage'),
} as const satisfies PageViews;
