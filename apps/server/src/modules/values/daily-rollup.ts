import { localDayKey, type DataLevel, DAY_MS, KL_OFFSET_MS } from '@eqmp/domain';
import { sql, type RawBuilder } from 'kysely';
import { directionOf, isDirection } from '../../db/direction-sql.js';

/** The `reading_daily` columns of one data level, alias `d`. */
export interface DailyLevelColumns {
  /** Hours of the day at this level (those `hourlyLevelFilter` keeps). */
  readonly hours: RawBuilder<number>;
  /** Sum of their hourly means. */
  readonly sum: RawBuilder<number>;
  /** Lowest hourly minimum and highest hourly maximum. */
  readonly min: RawBuilder<number>;
  readonly max: RawBuilder<number>;
  /** Lowest and highest hourly mean. */
  readonly minMean: RawBuilder<number>;
  readonly maxMean: RawBuilder<number>;
  /** For a direction, the sums of the sines and cosines of its hourly means (migration 0024). */
  readonly sinSum: RawBuilder<number>;
  readonly cosSum: RawBuilder<number>;
}

/**
 * Which columns of the daily rollup (migration 0010) hold a level's figures: `valid_*` for
 * validated data, `raw_*` for raw, the same hours `hourlyLevelFilter` keeps from `reading_hourly`,
 * so a figure computed from either table is the same.
 */
export function dailyLevel(level: DataLevel): DailyLevelColumns {
  const prefix = level === 'validated' ? 'valid' : 'raw';
  const column = (measure: string) => sql<number>`${sql.raw(`d.${prefix}_${measure}`)}`;
  return {
    hours: column('hours'),
    sum: column('sum'),
    min: column('min'),
    max: column('max'),
    minMean: column('min_mean'),
    maxMean: column('max_mean'),
    sinSum: column('sin_sum'),
    cosSum: column('cos_sum'),
  };
}

/** The mean of one day's hourly means (row `d`): the vector mean for a direction. */
export function dayMean(level: DataLevel): RawBuilder<number> {
  const c = dailyLevel(level);
  return sql<number>`case when ${isDirection(sql`d.parameter_code`)} then ${directionOf(c.sinSum, c.cosSum)} else ${c.sum} / ${c.hours} end`;
}

/**
 * Whether [from, end) is made of whole Kuala Lumpur days (Malaysia keeps +8 h all year): only
 * then does the daily rollup cover it exactly; a range cut inside a day reads the hourly rows.
 */
export function isWholeLocalDays(from: Date, end: Date): boolean {
  return (
    (from.getTime() + KL_OFFSET_MS) % DAY_MS === 0 &&
    (end.getTime() + KL_OFFSET_MS) % DAY_MS === 0 &&
    from < end
  );
}

/**
 * The rows of `reading_daily` (alias `d`) for the Kuala Lumpur days of [from, end) that have
 * hours at the level: a day with none had no hourly row in the level's figures either.
 */
export function dailyRange(from: Date, end: Date, level: DataLevel): RawBuilder<boolean> {
  return sql<boolean>`d.day >= ${localDayKey(from)}::date and d.day < ${localDayKey(end)}::date and ${dailyLevel(level).hours} > 0`;
}

/**
 * Aggregates over a group of `reading_daily` rows (alias `d`) at a level: the mean of all their
 * hourly means (Σsum / Σhours, the mean `avg()` gives over the same hours; for a direction the
 * vector mean, atan2(Σsin, Σcos), as `meanOf` over the same hours), the lowest hourly
 * minimum and highest maximum, the lowest and highest hourly mean, and the number of hours.
 */
export function overDays(level: DataLevel) {
  const c = dailyLevel(level);
  return {
    mean: sql<number>`case when bool_and(${isDirection(sql`d.parameter_code`)}) then ${directionOf(sql`sum(${c.sinSum})`, sql`sum(${c.cosSum})`)} else sum(${c.sum}) / sum(${c.hours}) end`,
    min: sql<number>`min(${c.min})`,
    max: sql<number>`max(${c.max})`,
    minMean: sql<number>`min(${c.minMean})`,
    maxMean: sql<number>`max(${c.maxMean})`,
    hours: sql<number>`sum(${c.hours})::int`,
  };
}
