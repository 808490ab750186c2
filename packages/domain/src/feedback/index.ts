export * from './feedback-entries.js';
