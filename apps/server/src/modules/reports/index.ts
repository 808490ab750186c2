/** Preformatted reports, and the read model's daily-rollup and validation-level SQL the query options share. */
export { dailyRange, hourlyLevelFilter, isWholeLocalDays, overDays } from '../values/index.js';
export { reportsModule } from './reports.module.js';
