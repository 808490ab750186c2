import { sql, type RawBuilder } from 'kysely';

/**
 * Parameters measured as a direction in degrees (wind direction). Their means are vector means,
 * as the standards average them: 350° and 10° average to 0°, not 180°.
 */
export const DIRECTION_PARAMETERS: readonly string[] = ['WD'];

/** Whether the row's parameter (`parameter`, a column) is a direction. */
export const isDirection = (parameter: RawBuilder<unknown>): RawBuilder<boolean> =>
  sql<boolean>`${parameter} in (${sql.join(DIRECTION_PARAMETERS.map((p) => sql.lit(p)))})`;

/**
 * The direction (0° up to 360°) of the vector whose mean (or summed) sine and cosine are given;
 * null when there are none. Rounded to 6 decimals, so a mean a rounding error below 0° reads 0.
 */
export const directionOf = (sin: RawBuilder<unknown>, cos: RawBuilder<unknown>) =>
  sql<number>`mod(round((degrees(atan2(${sin}, ${cos})) + 360)::numeric, 6), 360)::float8`;

/**
 * The mean of `value` over a group, optionally of the rows `where` keeps: for a direction the
 * vector mean (mean sine and cosine, atan2, 0–360°), otherwise the arithmetic mean (also for a
 * group that mixes a direction with other parameters).
 */
export function meanOf(
  value: RawBuilder<unknown>,
  parameter: RawBuilder<unknown>,
  where?: RawBuilder<boolean>,
): RawBuilder<number> {
  const only = where ? sql` filter (where ${where})` : sql``;
  // An aggregate of the condition, so the parameter need not be a grouping column.
  return sql<number>`case when bool_and(${isDirection(parameter)})
    then ${directionOf(sql`avg(sin(radians(${value})))${only}`, sql`avg(cos(radians(${value})))${only}`)}
    else avg(${value})${only} end`;
}
