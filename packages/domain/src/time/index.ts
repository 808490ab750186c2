export * from './dates.js';
export * from './duration.js';
export * from './kuala-lumpur.js';
export type { Result } from './result.js';
export * from './rounding.js';
export * from './time-of-day.js';
export * from './units.js';
