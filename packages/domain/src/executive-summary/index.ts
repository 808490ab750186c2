export * from './air-days.js';
export * from './capture-summary.js';
export * from './correlation.js';
export * from './executive-summary-entries.js';
export * from './index-classes.js';
export * from './manual-visits.js';
export * from './trend.js';
export * from './pollution-events.js';
