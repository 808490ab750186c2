/** Fire hotspots imported from FIRMS/ASMC files. */
export { hotspotsModule } from './hotspots.module.js';
export { createHotspotsService } from './hotspots.service.js';
export type { ParsedHotspot } from './parse-hotspot-csv.js';
