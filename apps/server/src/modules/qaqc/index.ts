/** The public face of this module: other modules import only from here. */
export { verificationOf } from './verification-of.js';
