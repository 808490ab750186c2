import type { AlertKind } from '../alerts/alert-kinds.js';

/**
 * The alert kinds that are pollution episodes (exceedances of a standard, PM episodes, river and
 * marine pollution events, NPE 1 and 2); outliers and data transmission are not pollution.
 */
export const POLLUTION_EVENT_KINDS: readonly AlertKind[] = [
  'exceedance',
  'pm',
  'pollution',
  'npe1',
  'npe2',
];

/** Episodes a pollution event summary lists at most, newest first (its counts cover them all). */
export const EPISODE_LIST_LIMIT = 500;
