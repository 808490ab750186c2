export * from './home-api-entries.js';
export * from './worklist.js';
