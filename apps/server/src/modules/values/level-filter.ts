import { sql, type RawBuilder } from 'kysely';
import type { DataLevel } from '@eqmp/domain';

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
 * included) when it is usable; `raw` the value as received. Alias `c` is current_reading.
 */
export function sampleValue(level: DataLevel): RawBuilder<number> {
  return level === 'validated' ? sql<number>`c.value` : sql<number>`c.raw_value`;
}

/** The matching filter of `sampleValue`. */
export function sampleLevelFilter(level: DataLevel): RawBuilder<boolean> {
  return level === 'validated' ? sql<boolean>`c.usable` : sql<boolean>`c.raw_value is not null`;
}
