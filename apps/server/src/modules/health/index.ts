/** Liveness and database reachability. */
export { healthModule } from './health.module.js';
