export * from './api.js';
export * from './pages.js';
export * from './api-path.js';
