import { sql, type RawBuilder } from 'kysely';

/** A verification level a range gives (QUALITY.md): 2 reviewed, 3 approved. */
type RangeLevel = 2 | 3;

/**
 * SQL: whether the `approval` row under `alias` is in force at a level, the one definition of a
 * range that counts: not reopened (a reopened month is being corrected and counts for nothing
 * until it is decided again) and of `exactly` that level, or `atLeast` it (an approval also
 * stands for a review).
 */
export function rangeInForce(
  alias: string,
  level: { readonly exactly: RangeLevel } | { readonly atLeast: RangeLevel },
): RawBuilder<boolean> {
  const reopened = sql.ref(`${alias}.reopened_at`);
  const of = sql.ref(`${alias}.level`);
  return 'exactly' in level
    ? sql<boolean>`(${reopened} is null and ${of} = ${sql.lit(level.exactly)})`
    : sql<boolean>`(${reopened} is null and ${of} >= ${sql.lit(level.atLeast)})`;
}

/** SQL: the `approval` row under `alias` is of the station and of the parameter, or of the whole station. */
export function rangeOf(
  alias: string,
  station: RawBuilder<unknown>,
  parameter: RawBuilder<unknown>,
): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<boolean>`(${column('station_id')} = ${station} and (${column('parameter_code')} is null or ${column('parameter_code')} = ${parameter}))`;
}
