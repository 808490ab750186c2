/** The public face of this module: other modules import only from here. */
export { verificationOf } from './verification-of.js';
/** The one engine for changes to values: other modules (records) write their change sets through it. */
export { writeChangeSet, type ValueChange } from './write-changes.js';
export { sampleVerificationOf, verificationOf } from './verification-of.js';
// The engine's change sets and range decisions, for the manual programmes' validation (one engine).
export { writeChangeSet, type ValueChange } from './write-changes.js';
export { approveRange, reviewRange, type RangeDecision } from './range-decisions.js';
