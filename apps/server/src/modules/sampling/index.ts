/** The public face of this module: other modules, app.ts and the seed import only from here. */
export { samplingModule } from './sampling.module.js';
export { seedLabQcObjectives, storeQc } from './lab-qc.store.js';
// The demo's manual programmes (seed/) go through the same paths as the pages.
export { verifySamples } from './lab.service.js';
export { upsertResults, type ResultRow } from './results.js';
export { applyMoves, type Actor, type Move } from './sample-store.js';
export { monthRange } from './sampling-guard.js';
export { createPlan } from './schedules.service.js';
export { decideRange } from './validation.service.js';
