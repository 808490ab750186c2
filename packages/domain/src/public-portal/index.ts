export * from './public-portal-entries.js';
