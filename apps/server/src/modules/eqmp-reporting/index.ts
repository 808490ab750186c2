/** The public face of this module: other modules import only from here. */
export { createEqmpReportingService } from './eqmp-reporting.service.js';
export { eqmpReportingRoutes } from './eqmp-reporting.routes.js';
