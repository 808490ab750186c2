/** Open environmental data for GIS tools: OGC API – Features over the public layers. */
export { openDataModule } from './open-data.module.js';
