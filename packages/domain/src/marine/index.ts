export * from './curve.js';
export * from './mmwqi-defaults.js';
export * from './mmwqi.js';
