export * from './proof-of-work.js';
