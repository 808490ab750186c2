export type { ReportQuery } from '@eqmp/domain';

/** Longest from–to range of a report, in days (a longer one is narrowed or exported by query). */
export const MAX_RANGE_DAYS = 366;
