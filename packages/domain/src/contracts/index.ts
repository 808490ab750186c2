/**
 * Request and response schemas (zod) of the API, one file per area. The server validates and
 * serialises through them; the web infers its types from them. Add one export line per area.
 */
export * from './exports.js';
export * from './reports.js';
export * from './maps.js';
export * from './common.js';
export * from './alerts.js';
export * from './query.js';
export * from './kpi.js';
export * from './qaqc.js';
export * from './soj.js';
export * from './documents.js';
export * from './eqmp-reporting.js';
export * from './dev.js';
export * from './eqr.js';
export * from './manual.js';
export * from './home.js';
export * from './station-information.js';
export * from './public.js';
export * from './records.js';
export * from './mobile.js';
export * from './investigative.js';
export * from './tarball-classes.js';
export * from './executive-summary.js';
export * from './signage.js';
export * from './feedback.js';
export * from './sampling.js';
export * from './sampling-lab.js';
export * from './admin.js';
export * from './auth.js';
export * from './calculators.js';
export * from './standards.js';
export * from './health.js';
export * from './hotspots.js';
export * from './ingest.js';
export * from './inventory.js';
export * from './polling.js';
export * from './profile.js';
export * from './sms.js';
export * from './open-data.js';
