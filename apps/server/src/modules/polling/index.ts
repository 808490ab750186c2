/** Data polling: transmission monitoring, raw data and the station pickers. */
export { pollingModule } from './polling.module.js';
export { transmissionStatus } from './transmission-status.js';
