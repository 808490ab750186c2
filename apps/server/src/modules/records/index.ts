/** The public face of the records module: `app.ts` registers it from here. */
export { recordsModule } from './records.module.js';
