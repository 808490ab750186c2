export * from './investigative-entries.js';
