/** Mobile air: deployments of the MCAQM units and their typed or imported readings. */
export { mobileModule } from './mobile.module.js';
// The demo's campaigns (seed/) are recorded through the same service as an officer's.
export { createDeploymentsService, type Actor } from './deployments.service.js';
