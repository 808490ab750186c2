/** The public face of this module: other modules import only from here. */
export { eqrRoutes } from './eqr.routes.js';
