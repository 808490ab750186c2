export * from './capture.js';
export * from './report-definitions.js';
export * from './statistics.js';
export * from './tarball.js';
export * from './tarball-entries.js';
