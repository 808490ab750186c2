export * from './codes.js';
export * from './level1-checks.js';
export * from './delete-request.js';
export * from './value-edit.js';
export * from './verification.js';
export * from './flag-details.js';
export * from './qaqc-access.js';
export * from './qaqc-api-entries.js';
