export * from './api.js';
export * from './pages.js';
