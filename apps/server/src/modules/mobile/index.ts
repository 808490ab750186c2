/** Mobile air: deployments of the MCAQM units and their typed or imported readings. */
export { mobileModule } from './mobile.module.js';
export { seedMobileDeployments } from './mobile-demo.js';
