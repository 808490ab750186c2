/** The user manual. Other modules import only from here. */
export { manualModule } from './manual.module.js';
