export * from './station-information-entries.js';
