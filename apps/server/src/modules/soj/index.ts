/** The Straits of Johor module. Other modules import only from here. */
export { sojModule } from './soj.module.js';
export { createSojMapSource } from './soj-map-source.js';
export { seedSojDemo } from './soj-demo.js';
