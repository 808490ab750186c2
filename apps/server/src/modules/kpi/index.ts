/** System and data KPIs. */
export { kpiRoutes } from './kpi.routes.js';
export { createKpiService } from './kpi.service.js';
