export * from './api-breakpoints.js';
export * from './breakpoints.js';
export * from './limits.js';
export * from './maaqs.js';
export * from './marine-criteria.js';
export * from './nwqs.js';
export * from './parameters.js';
export * from './standard-meta.js';
