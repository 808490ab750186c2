import type { AveragingPeriod } from './parameters.js';
import { versionAt, type StandardMeta } from './standard-meta.js';
import type { Instant } from '../time/kuala-lumpur.js';

/** Which published standard a limit row belongs to. */
export const LIMIT_SCHEMES = ['MAAQS', 'NWQS', 'MARINE_CRITERIA'] as const;
export type LimitScheme = (typeof LIMIT_SCHEMES)[number];

/**
 * One limit of one parameter in one version of a standard, as a database row. A value breaches
 * it when it is strictly above `max` or strictly below `min` (DO, pH); null means no bound on
 * that side. A row with both bounds null is a placeholder: no limit is known yet.
 */
export interface LimitRow extends StandardMeta {
  readonly scheme: LimitScheme;
  /** Parameter code, e.g. `PM25`, `BOD`, `DO`. */
  readonly parameter: string;
  /** Air: the averaging period the limit is set for. Water rows have none. */
  readonly averaging?: AveragingPeriod;
  /** Water: NWQS class (`I`, `IIA`, …) or marine criteria class (`1`, `2`, `3`, `E`). */
  readonly stationClass?: string;
  /** Unit of min and max, e.g. `ug/m3`, `mg/m3`, `mg/L`, `NTU`, `count/100mL`. */
  readonly unit: string;
  readonly min: number | null;
  readonly max: number | null;
  /** True while the numbers are placeholders that must not be presented as official. */
  readonly provisional?: boolean;
}

export interface LimitQuery {
  readonly parameter: string;
  /** Must equal the row's averaging (leave out for water rows). */
  readonly averaging?: AveragingPeriod;
  /** Must equal the row's station class (leave out for air rows). */
  readonly stationClass?: string;
}

/**
 * Which limit applied to this parameter (averaging period, station class) at `at`: among the
 * matching rows, the version with the latest `effectiveFrom` on or before the local day of `at`.
 * A value measured on 31/12/2019 reads MAAQS IT-2; one on 01/01/2020 reads the 2020 Standard.
 * Returns null when no version was in force. Throws InvalidInstantError for an invalid `at`.
 */
export function limitAt(
  rows: readonly LimitRow[],
  query: LimitQuery,
  at: Instant,
): LimitRow | null {
  const matching = rows.filter(
    (row) =>
      row.parameter === query.parameter &&
      row.averaging === query.averaging &&
      row.stationClass === query.stationClass,
  );
  return versionAt(matching, at);
}

/**
 * Whether a value breaches a limit: strictly above `max` or strictly below `min`. A value
 * exactly at the limit complies, because the standards say "not to exceed" the number.
 * Units: the value must be in the limit's unit.
 */
export function isExceedance(value: number, limit: Pick<LimitRow, 'min' | 'max'>): boolean {
  if (limit.max !== null && value > limit.max) return true;
  return limit.min !== null && value < limit.min;
}

export interface ExceedanceCheck {
  /** The limit in force at the time of the value, or null when none was. */
  readonly limit: LimitRow | null;
  /** Null when there is nothing to compare with (no row, a placeholder row, or no value). */
  readonly isExceedance: boolean | null;
}

/** {@link limitAt} then {@link isExceedance}, for one value measured at `at`. */
export function checkExceedance(
  rows: readonly LimitRow[],
  query: LimitQuery,
  value: number | null,
  at: Instant,
): ExceedanceCheck {
  const limit = limitAt(rows, query, at);
  const hasBound = limit !== null && (limit.min !== null || limit.max !== null);
  if (!hasBound || value === null || !Number.isFinite(value)) {
    return { limit, isExceedance: null };
  }
  return { limit, isExceedance: isExceedance(value, limit) };
}
