/** Data polling: transmission monitoring, raw data and the station pickers. */
export { pollingRoutes } from './polling.routes.js';
export { transmissionStatus } from './transmission-status.js';
