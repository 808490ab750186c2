export * from './parameters.js';
export * from './display-unit.js';
