export * from './record-kinds.js';
export * from './record-settings.js';
export * from './record-layer.js';
export * from './suspect-range.js';
export * from './record-pages.js';
export * from './record-api-entries.js';
