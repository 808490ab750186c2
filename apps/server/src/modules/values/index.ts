/**
 * The values of the measurements: the one definition of approved data, read by every page that
 * says a value is approved, and the one place that decides what a writer may change (approved data
 * is locked against every writer).
 */
export {
  approvedRanges,
  assertUnlocked,
  holdForApproval,
  isApprovedAt,
  partitionLocked,
  type ApprovedRange,
  type ValueKey,
} from './approval-lock.js';
/**
 * The one write of changed values (an appended `reading_change` and the value's `reading_state`),
 * for ingestion's resends and failed flat runs and the QA/QC engine's change sets.
 */
export { appendChanges, type AppendedChange, type ChangeSetOrigin } from './reading-changes.js';
/**
 * The one signal that values changed (writers call `noteValuesChanged` in their transaction) and
 * what an instance has heard of it (`listenToValueChanges`), for the public answers' snapshots.
 */
export { listenToValueChanges, noteValuesChanged, type ValueChanges } from './value-changes.js';
/**
 * The one reading of a figure's verification level (reviewed, approved, reopened), for every
 * report, summary, chapter and page that states it.
 */
export { approvalRangeOf, approvalRangesOf, dataLevel, sampleDataLevel } from './data-level.js';
/** SQL: an approval range in force at a level (not reopened), and of a station's parameter. */
export { rangeInForce, rangeOf } from './approval-sql.js';
/**
 * How reports and query options read values at a data level (raw or validated) from the hourly
 * and daily rollups and the current values.
 */
export { hourlyLevelFilter, sampleLevelFilter, sampleValue } from './level-filter.js';
/** The Kuala Lumpur hour, day, month and year of an instant in SQL: the one time-zone rule. */
export {
  localDate,
  localDay,
  localMonth,
  localPart,
  localStart,
  localText,
  localTime,
  localTrunc,
} from './local-time-sql.js';
export { dailyLevel, dailyRange, dayMean, isWholeLocalDays, overDays } from './daily-rollup.js';
