/** EQMP reporting: report files per module and period, reviewed and deleted on request. */
export { eqmpReportingModule } from './eqmp-reporting.module.js';
