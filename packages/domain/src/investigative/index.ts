export * from './investigative-entries.js';
export * from './investigative-api-entries.js';
