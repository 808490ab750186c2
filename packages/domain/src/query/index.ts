export * from './parameter-selection.js';
