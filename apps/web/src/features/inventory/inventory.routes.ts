import { lazyPage } from '../../lib/lazy-page';
import type { PageViews } from '../../lib/page-view';

export const inventoryViews = {
  inventoryMaintenance: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/InventoryMaintenancePage'),
      (m) => m.InventoryMaintenancePage,
    ),
  },
  stationInformation: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/StationInformationPage'),
      (m) => m.StationInformationPage,
    ),
  },
  listSensor: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/ListSensorPage'),
      (m) => m.ListSensorPage,
    ),
  },
  listParameter: {
    layout: 'app',
    load: lazyPage(
      () => import('./pages/ListParameterPage'),
      (m) => m.ListParameterPage,
    ),
  },
} as const satisfies PageViews;
