export * from './access.js';
export * from './functions.js';
