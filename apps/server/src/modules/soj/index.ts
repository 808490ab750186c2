/** The Straits of Johor module. Other modules import only from here. */
export { sojModule } from './soj.module.js';
export { registerSojAccess } from './soj-access.js';
export { createSojMapSource } from './soj-map-source.js';
// The demo's rounds (seed/) are judged by the same rules as entered ones.
export { criterionOn, sojConditions, type CriterionRow } from './soj-criteria.js';
export { quarterOf } from './soj-import.js';
export { SOJ_STANDARD_SEED, seedSojReference } from './soj-seed.js';
export { createSojRepository } from './soj.repository.js';
// The one delete-data flow (qaqc) deletes and reverts SOJ results through these.
export {
  deleteSojResults,
  openSojResults,
  isSojParameter,
  revertSojChangeSet,
  sojChangeSetStation,
  sojChangeSets,
  sojPickerStations,
} from './soj-result-changes.js';
