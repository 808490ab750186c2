/** The public face of this module: other modules import only from here. */
export { cleanFileName } from './documents.service.js';
