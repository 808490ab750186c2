/** Station information: the read-only station list and one station with its mini-map. */
export { stationInformationModule } from './station-information.module.js';
