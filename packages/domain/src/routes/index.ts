export * from './api.js';
export * from './pages.js';
export * from './page-def.js';
export * from './api-def.js';
export * from './api-path.js';
export * from './module-api-entries.js';
