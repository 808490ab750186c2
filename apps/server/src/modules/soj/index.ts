/** The public face of this module: other modules import only from here. */
export { createSojMapSource } from './soj-map-source.js';
export { seedSojDemo } from './soj-demo.js';
