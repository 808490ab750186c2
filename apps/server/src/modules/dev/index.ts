/** The developer pages. Other modules import only from here. */
export { devModule } from './dev.module.js';
