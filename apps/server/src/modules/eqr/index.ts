/** EQR reporting: the river chapter per module. Other modules import only from here. */
export { eqrModule } from './eqr.module.js';
