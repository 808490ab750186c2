/** The public face of this module: other modules import only from here. */
export { devRoutes } from './dev.routes.js';
