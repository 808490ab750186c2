export * from './api-category.js';
export * from './api-from-series.js';
export * from './api.js';
export * from './averaging.js';
export * from './units.js';
