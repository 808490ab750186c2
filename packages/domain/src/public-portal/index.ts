export * from './public-portal-entries.js';
export * from './public-portal-api-entries.js';
