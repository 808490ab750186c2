export * from './do-saturation.js';
export * from './wqi-sub-indices.js';
export * from './wqi.js';
