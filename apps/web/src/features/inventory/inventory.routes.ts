import { lazyView, type PageViews } from '../../lib/page-view';

export const inventoryViews = {
  inventoryMaintenance: lazyView(
    () => import('./pages/InventoryMaintenancePage'),
    'InventoryMaintenancePage',
  ),
  stationInformation: lazyView(
    () => import('./pages/StationInformationPage'),
    'StationInformationPage',
  ),
  listSensor: lazyView(() => import('./pages/ListSensorPage'), 'ListSensorPage'),
  listParameter: lazyView(() => import('./pages/ListParameterPage'), 'ListParameterPage'),
} as const satisfies PageViews;
