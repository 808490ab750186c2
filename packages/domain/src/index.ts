export * from './access/index.js';
export * from './constants.js';
export * from './errors/index.js';
export * from './modules.js';
export * from './routes/index.js';
