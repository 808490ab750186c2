export * from './feedback-rules.js';
export * from './feedback-entries.js';
