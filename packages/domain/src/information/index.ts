export * from './information-indices.js';
export * from './information-entries.js';
