/**
 * The values of the measurements: the one place that decides what a writer may change (approved
 * data is locked against every writer).
 */
export { assertUnlocked, partitionLocked, type ValueKey } from './approval-lock.js';
