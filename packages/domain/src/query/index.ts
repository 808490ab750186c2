export * from './parameter-selection.js';
export * from './query-definition.js';
export * from './query-buckets.js';
export * from './windrose.js';
export * from './frequency.js';
export * from './crosstab.js';
