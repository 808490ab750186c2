export * from './parameters.js';
export * from './display-unit.js';
export * from './station-rules.js';
