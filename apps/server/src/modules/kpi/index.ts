/** System and data KPIs. */
export { kpiModule } from './kpi.module.js';
export { createKpiService } from './kpi.service.js';
