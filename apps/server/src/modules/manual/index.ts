/** The public face of this module: other modules import only from here. */
export { manualRoutes } from './manual.routes.js';
