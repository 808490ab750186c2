export * from './open-data-entries.js';
