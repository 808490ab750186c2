/** Preformatted reports, and the daily-rollup and validation-level SQL the query options share. */
export { dailyRange, isWholeLocalDays, overDays } from './daily-rollup.js';
export { hourlyLevelFilter } from './level-filter.js';
export { reportsModule } from './reports.module.js';
export { KL } from './level-filter.js';
