/** Map viewers: layers, charts, boundaries, the map proxy and mobile positions. */
export { mapsModule } from './maps.module.js';
export { parseMapServices, type MapServiceConfig } from './map-services.js';
export { createMapLayerService, type MapLayerService } from './map-layer.service.js';
export { createMapRepository } from './map.repository.js';
export { createBoundaries } from './boundaries.js';
