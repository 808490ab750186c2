export * from './codes.js';
export * from './level1-checks.js';
