/** The public face of this module: other modules, app.ts and the seed import only from here. */
export { samplingModule } from './sampling.module.js';
export { seedManualProgrammes } from './sampling-demo.js';
export { seedLabQcObjectives } from './lab-qc.store.js';
