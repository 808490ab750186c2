export * from './data-level.js';
export * from './eqr-api-entries.js';
export * from './river-eqr.js';
