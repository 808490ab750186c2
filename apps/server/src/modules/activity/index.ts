/** The activity log (who did what, before and after): every mutating action writes it in its own transaction. */
export { recordActivity } from './activity-log.repository.js';
export { activeSwitch, loggedChanges } from './logged-change.js';
