import { sql, type RawBuilder } from 'kysely';
import { TIME_ZONE } from '@eqmp/domain';

/**
 * The one time-zone rule of the SQL: an instant's Kuala Lumpur hour, day, month or year, from
 * the domain's zone constant. Every repository groups and labels by local time through these, so
 * a "day" is the same day in every report, chart and export. The expressions hold no parameters
 * (the zone and the formats are literals), so PostgreSQL sees the same expression in a SELECT
 * and its GROUP BY.
 *
 * `instant` names a `timestamptz` column, with its alias (`'h.hour'`), or is an SQL expression.
 */
type Instant = string | RawBuilder<unknown>;

const KL = sql.lit(TIME_ZONE);
const expression = (instant: Instant) => (typeof instant === 'string' ? sql.ref(instant) : instant);

/** The instant as Kuala Lumpur wall-clock time (a `timestamp` without zone). */
export function localTime(instant: Instant): RawBuilder<Date> {
  return sql<Date>`(${expression(instant)} at time zone ${KL})`;
}

/** The instant's Kuala Lumpur day, month or year as text (`YYYY-MM-DD`, `YYYY-MM`, `YYYY`). */
export function localText(
  instant: Instant,
  format: 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY',
): RawBuilder<string> {
  return sql<string>`to_char(${localTime(instant)}, ${sql.lit(format)})`;
}

/** The instant's Kuala Lumpur day, `YYYY-MM-DD`. */
export const localDay = (instant: Instant) => localText(instant, 'YYYY-MM-DD');

/** The instant's Kuala Lumpur month, `YYYY-MM`. */
export const localMonth = (instant: Instant) => localText(instant, 'YYYY-MM');

/** The instant's Kuala Lumpur day as a `date`. */
export function localDate(instant: Instant): RawBuilder<string> {
  return sql<string>`${localTime(instant)}::date`;
}

/** The instant's Kuala Lumpur year, or its month of the year (1–12). */
export function localPart(part: 'year' | 'month', instant: Instant): RawBuilder<number> {
  return part === 'year'
    ? sql<number>`extract(year from ${localTime(instant)})::int`
    : sql<number>`extract(month from ${localTime(instant)})::int`;
}

/** The instant at which the Kuala Lumpur day of a `date` (or the month the instant is in) starts. */
export function localStart(of: { day: Instant } | { monthOf: Instant }): RawBuilder<Date> {
  return 'day' in of
    ? sql<Date>`(${expression(of.day)}::timestamp at time zone ${KL})`
    : sql<Date>`(date_trunc('month', ${localTime(of.monthOf)}) at time zone ${KL})`;
}

/** `date_trunc` of the instant's Kuala Lumpur time to an hour, day or month (a local `timestamp`). */
export function localTrunc(unit: 'hour' | 'day' | 'month', instant: Instant): RawBuilder<Date> {
  return unit === 'hour'
    ? localTime(instant)
    : sql<Date>`date_trunc(${sql.lit(unit)}, ${localTime(instant)})`;
}
