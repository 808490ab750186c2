export * from './information-entries.js';
