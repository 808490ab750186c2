export * from './soj-api-entries.js';
export * from './soj-flow.js';
export * from './soj-pages.js';
