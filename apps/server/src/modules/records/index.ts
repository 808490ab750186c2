/** The public face of the records module: `app.ts` registers it from here. */
export { recordsModule } from './records.module.js';
/** Ingestion marks values arriving inside a saved record's window as the record does. */
export { markArrivals } from './arrival-marks.js';
/** The record settings' first rows, inserted at start-up. */
export { seedRecordSettings } from './record-settings.service.js';
