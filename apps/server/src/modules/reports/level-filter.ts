import { sql, type RawBuilder } from 'kysely';
import type { DataLevel } from '@eqmp/domain';
import { USABLE_VALIDITY_LIST } from '../../db/quality-sql.js';

/**
 * Which hourly rollups a level shows (QUALITY.md): `validated` only hours with enough valid
 * values (validity 1, ≥ 75 % of the expected values, flagged and invalid values left out by the
 * rollup); `raw` every hour that has a mean, as the data arrived. Alias `h` is reading_hourly.
 */
export function hourlyLevelFilter(level: DataLevel): RawBuilder<boolean> {
  return level === 'validated'
    ? sql<boolean>`h.validity = 1 and h.avg is not null`
    : sql<boolean>`h.avg is not null`;
}

/**
 * A manual sample's value at a level: `validated` the current value (a reviewer's correction
 * included) when its validity is usable (1, 2, 3); `raw` the value as received. Aliases: `r`
 * reading, `s` reading_state.
 */
export function sampleValue(level: DataLevel): RawBuilder<number> {
  return level === 'validated' ? sql<number>`coalesce(s.value, r.value)` : sql<number>`r.value`;
}

/** The matching filter of `sampleValue`. */
export function sampleLevelFilter(level: DataLevel): RawBuilder<boolean> {
  return level === 'validated'
    ? sql<boolean>`coalesce(s.validity, r.auto_validity) in (${USABLE_VALIDITY_LIST}) and coalesce(s.value, r.value) is not null`
    : sql<boolean>`r.value is not null`;
}

/** Kuala Lumpur local time of an instant column, for grouping by local day, month or year. */
export const KL = sql.lit('Asia/Kuala_Lumpur');
