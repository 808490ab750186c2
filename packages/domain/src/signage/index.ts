export * from './signage-entries.js';
export * from './signage-settings.js';
export * from './signage-api-entries.js';
