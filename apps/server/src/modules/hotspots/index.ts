/** Fire hotspots imported from FIRMS/ASMC files. */
export { hotspotRoutes } from './hotspots.routes.js';
export { createHotspotsService } from './hotspots.service.js';
export type { ParsedHotspot } from './parse-hotspot-csv.js';
