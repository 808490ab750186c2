import { sql, type Kysely } from 'kysely';
import {
  AGGREGATES,
  COLUMNS,
  createRefreshFunction,
  LEVELS,
  rebuildReadingDaily,
  UPDATES,
  type DailyRollupColumns,
} from './0010-daily-rollup.js';

/**
 * Wind direction is averaged as a vector (mean sine and cosine, atan2, 0–360°), as the standards
 * do: 350° and 10° average to 0°, not 180°. `reading_daily` keeps, per level, the sums of the
 * sines and cosines of a direction's hourly means (null for other parameters), so a day, month
 * or year reads its vector mean as atan2(Σsin, Σcos). The hourly means stored so far are
 * recomputed as vector means of their usable values; their days follow through the triggers.
 */
const DIRECTION = `h.parameter_code in ('WD')`;
const VECTOR_COLUMNS = Object.entries(LEVELS).flatMap(([level, when]) => [
  [`${level}_sin_sum`, `sum(sin(radians(h.avg))) filter (where ${when} and ${DIRECTION})`],
  [`${level}_cos_sum`, `sum(cos(radians(h.avg))) filter (where ${when} and ${DIRECTION})`],
]);

const ROLLUP: DailyRollupColumns = {
  columns: [COLUMNS, ...VECTOR_COLUMNS.map(([c]) => c)].join(', '),
  aggregates: [AGGREGATES, ...VECTOR_COLUMNS.map(([, a]) => a)].join(', '),
  updates: [UPDATES, ...VECTOR_COLUMNS.map(([c]) => `${c} = excluded.${c}`)].join(', '),
};

export async function up(db: Kysely<any>): Promise<void> {
  const columns = VECTOR_COLUMNS.map(([column]) => `add column ${column} double precision`);
  await sql`alter table reading_daily ${sql.raw(columns.join(', '))}`.execute(db);
  await createRefreshFunction(db, ROLLUP, 'create or replace');
  await sql`
    update reading_hourly h set avg = x.mean, updated_at = now()
    from (
      select r.station_id, r.parameter_code, date_trunc('hour', r.ts, 'UTC') as hour,
        mod(round((degrees(atan2(avg(sin(radians(coalesce(s.value, r.value)))), avg(cos(radians(coalesce(s.value, r.value)))))) + 360)::numeric, 6), 360)::float8 as mean
      from reading r
      left join reading_state s on s.station_id = r.station_id and s.parameter_code = r.parameter_code and s.ts = r.ts
      where r.parameter_code = 'WD' and coalesce(s.validity, r.auto_validity) in (1, 2, 3)
        and coalesce(s.value, r.value) is not null
      group by 1, 2, 3
    ) x
    where h.station_id = x.station_id and h.parameter_code = x.parameter_code and h.hour = x.hour
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createRefreshFunction(
    db,
    { columns: COLUMNS, aggregates: AGGREGATES, updates: UPDATES },
    'create or replace',
  );
  const columns = VECTOR_COLUMNS.map(([column]) => `drop column ${column}`);
  await sql`alter table reading_daily ${sql.raw(columns.join(', '))}`.execute(db);
}

/** Rebuilds the whole daily rollup with every column it has now (see migration 0010). */
export const rebuildDailyRollup = (db: Kysely<any>) => rebuildReadingDaily(db, ROLLUP);
