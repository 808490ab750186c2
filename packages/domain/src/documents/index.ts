export * from './document-api-entries.js';
export * from './folder-access.js';
export * from './document-limits.js';
export * from './document-pages.js';
