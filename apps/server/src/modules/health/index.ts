/** Liveness and database reachability. */
export { healthRoutes } from './health.routes.js';
