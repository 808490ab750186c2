/** System and data KPIs. */
export { kpiModule } from './kpi.module.js';
