/** Inventory: stations, pictures, ingestion keys, parameters, sensors and EDC equipment. */
export { inventoryModule } from './inventory.module.js';
export { pictureUrl } from './pictures.js';
export { createStationsRepository } from './stations.repository.js';
