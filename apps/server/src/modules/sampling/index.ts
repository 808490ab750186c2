/** The public face of this module: other modules, app.ts and the seed import only from here. */
export { samplingModule } from './sampling.module.js';
export { storeQc } from './lab-qc.store.js';
export { seedLabQcObjectives } from './lab.repository.js';
// The demo's manual programmes (seed/) go through the same paths as the pages.
export { verifySamples } from './lab.service.js';
export type { ResultRow } from './results.js';
export { upsertResults } from './results.repository.js';
export { applyMoves, type Actor, type Move } from './sample-store.js';
export { monthRange } from './sampling-guard.js';
export { createPlan } from './schedules.service.js';
export { decideRange } from './validation.service.js';
