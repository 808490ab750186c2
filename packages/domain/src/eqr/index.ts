export * from './air-eqr.js';
export * from './eqr-api-entries.js';
export * from './eqr-api.js';
export * from './marine-eqr.js';
export * from './river-eqr.js';
