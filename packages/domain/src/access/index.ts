export * from './access.js';
export * from './functions.js';
export * from './role-codec.js';
export * from './module-scope.js';
