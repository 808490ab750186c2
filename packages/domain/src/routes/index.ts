export * from './api.js';
export * from './pages.js';
export * from './api-path.js';
export * from './module-api-entries.js';
