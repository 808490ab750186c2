export * from './eqmp-api-entries.js';
export * from './eqmp-periods.js';
