export * from './map-api-entries.js';
export * from './map-attributes.js';
export * from './map-classes.js';
export * from './map-freshness.js';
