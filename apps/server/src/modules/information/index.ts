/** Public information pages (APIMS, RQIMS, MQIMS). Other modules import only from here. */
export { informationModule } from './information.module.js';
