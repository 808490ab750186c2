import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

const air = lazyPage(
  () => import('./pages/AirCalculatorPage'),
  (m) => m.AirCalculatorPage,
);
const river = lazyPage(
  () => import('./pages/RiverCalculatorPage'),
  (m) => m.RiverCalculatorPage,
);
const marine = lazyPage(
  () => import('./pages/MarineCalculatorPage'),
  (m) => m.MarineCalculatorPage,
);

/** One page component per medium, shared by its modules; the standards page for the System Admin. */
export const calculatorViews = {
  caqmApiCalculator: { layout: 'app', load: air },
  maqmApiCalculator: { layout: 'app', load: air },
  mcaqmApiCalculator: { layout: 'app', load: air },
  crwqmWqiCalculator: { layout: 'app', load: river },
  mrwqmWqiCalculator: { layout: 'app', load: river },
  cmwqmMwqiCalculator: { layout: 'app', load: marine },
  mmwqmMwqiCalculator: { layout: 'app', load: marine },
  adminStandards: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/StandardsPage'),
      (m) => m.StandardsPage,
    ),
  },
} as const satisfies PageViews;
