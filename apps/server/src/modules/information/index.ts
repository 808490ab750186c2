/** The public face of this module: other modules import only from here. */
export { informationRoutes } from './information.routes.js';
