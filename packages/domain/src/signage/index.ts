export * from './signage-entries.js';
export * from './signage-settings.js';
