export * from './alert-kinds.js';
export * from './alert-pages.js';
export * from './alert-settings.js';
export * from './evaluate-station.js';
export * from './series-checks.js';
export * from './standard-parameter.js';
export * from './npe-tiers.js';
export * from './episode-gate.js';
