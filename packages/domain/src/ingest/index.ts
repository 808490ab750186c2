export * from './sms-format.js';
