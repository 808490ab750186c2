export * from './deployment-rules.js';
export * from './mobile-entries.js';
export * from './reading-rows.js';
