export * from './parameters.js';
