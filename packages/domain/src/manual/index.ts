export * from './manual.js';
export * from './manual-api-entries.js';
