/** Map viewers: layers, charts, boundaries, the map proxy and mobile positions. */
export { mapsModule } from './maps.module.js';
export { parseMapServices, type MapServiceConfig } from './map-services.js';
