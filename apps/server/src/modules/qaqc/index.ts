/** QA/QC: levels 1–3, the QA/QC report and delete requests. Other modules import only from here. */
export { qaqcModule } from './qaqc.module.js';
/**
 * The one engine for changes to values: other modules (records, the manual programmes' validation)
 * write their change sets and range decisions through it.
 */
export { writeChangeSet, type ValueChange } from './write-changes.js';
export { approveRange, reviewRange, type RangeDecision } from './range-decisions.js';
export { moduleStations } from './module-stations.js';
/** The steps both kinds of delete request share (data of a period, a station record). */
export { createDeleteRequestTableRepository } from './delete-request-table.repository.js';
export * from './delete-review.js';
