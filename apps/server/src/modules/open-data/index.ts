/** Open environmental data for GIS tools: OGC API – Features and SensorThings API, read only. */
export { openDataModule } from './open-data.module.js';
