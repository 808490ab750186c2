export * from './mann-kendall.js';
