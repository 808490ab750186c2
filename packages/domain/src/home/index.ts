export * from './home-api-entries.js';
