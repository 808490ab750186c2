/** The public portal's answers (no sign-in): river and marine status and station histories. */
export { publicPortalModule } from './public-portal.module.js';
/** What the public may see of the stations, decided once (the public pages and open data). */
export {
  createPublicStationsService,
  type PublicAirStation,
  type PublicStationsService,
  type PublicWaterStation,
} from './public-stations.service.js';
