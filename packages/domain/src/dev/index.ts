export * from './dev-pages.js';
