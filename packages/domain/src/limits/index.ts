export * from './request-bounds.js';
