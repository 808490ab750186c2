export * from './manual.js';
