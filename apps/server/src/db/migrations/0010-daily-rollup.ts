import { sql, type Kysely } from 'kysely';
import { createIndex } from './builders.js';

/**
 * Daily rollup (bench/README.md "Query options and reports"): `reading_daily` holds, per station ×
 * parameter × Asia/Kuala_Lumpur calendar day, what the day- and month-level reports and query
 * options need to reproduce their `reading_hourly` figures exactly, for both data levels of
 * `hourlyLevelFilter` (modules/values/level-filter.ts): `valid_*` over hours with validity 1 and
 * a mean (validated data), `raw_*` over every hour with a mean (raw data). For each level: the
 * sum of the hourly means and how many there are (so a month's mean is Σsum / Σhours, the same
 * mean of the same hours), the lowest hourly minimum and highest hourly maximum (query options),
 * and the lowest and highest hourly mean (reports' min/max statistics). `hours_total` counts the
 * hours that have a row at all.
 *
 * It is kept current by statement-level triggers on `reading_hourly`: whatever writes hourly rows
 * (ingestion's `refreshHourly`, a QA/QC recomputation, the demo archive loader, an import, a test
 * fixture) recomputes the whole day of each station × parameter × day it touched, from
 * `reading_hourly`, in the same transaction and once per statement (a 10,000-row batch is one
 * recomputation, not 10,000). Recomputing rather than adding deltas keeps it right whatever the
 * change was (a corrected value, a flag, a deleted hour).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reading_daily')
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    // The day's month, stored: monthly buckets group on a column (with its statistics) instead
    // of computing date_trunc for each day read.
    .addColumn('month', 'date', (c) =>
      c
        .notNull()
        .generatedAlwaysAs(sql`date_trunc('month', day::timestamp)::date`)
        .stored(),
    )
    .addColumn('hours_total', 'integer', (c) => c.notNull())
    .addColumn('valid_hours', 'integer', (c) => c.notNull())
    .addColumn('valid_sum', 'double precision')
    .addColumn('valid_min', 'double precision')
    .addColumn('valid_max', 'double precision')
    .addColumn('valid_min_mean', 'double precision')
    .addColumn('valid_max_mean', 'double precision')
    .addColumn('raw_hours', 'integer', (c) => c.notNull())
    .addColumn('raw_sum', 'double precision')
    .addColumn('raw_min', 'double precision')
    .addColumn('raw_max', 'double precision')
    .addColumn('raw_min_mean', 'double precision')
    .addColumn('raw_max_mean', 'double precision')
    .addPrimaryKeyConstraint('reading_daily_pkey', ['station_id', 'parameter_code', 'day'])
    .execute();
  // The whole network over a range of days (the cross-tab of every station).
  await createIndex(db, 'reading_daily_param_day_idx', 'reading_daily', ['parameter_code', 'day']);

  await createRefreshFunction(db, ROLLUP, 'create');
  // A trigger may name one transition table per event: the same name `changed` for each, so one
  // function serves all three (an update never changes an hourly row's key).
  for (const [event, table] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`reading_daily_on_${event}`)} after ${sql.raw(event)} on reading_hourly
      referencing ${sql.raw(table)} table as changed for each statement execute function reading_daily_refresh()`.execute(
      db,
    );
  }
  await rebuildReadingDaily(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete'])
    await sql`drop trigger ${sql.raw(`reading_daily_on_${event}`)} on reading_hourly`.execute(db);
  await sql`drop function reading_daily_refresh()`.execute(db);
  await db.schema.dropTable('reading_daily').execute();
}

/** What the daily rollup stores: its columns, their aggregates over `h`, and their upsert. */
export interface DailyRollupColumns {
  readonly columns: string;
  readonly aggregates: string;
  readonly updates: string;
}

/**
 * The trigger function that recomputes the touched days of `reading_daily` (`create` here; a
 * later migration that adds columns replaces it with its own list).
 */
export async function createRefreshFunction(
  db: Kysely<any>,
  { columns, aggregates, updates }: DailyRollupColumns,
  verb: 'create' | 'create or replace',
): Promise<void> {
  await sql`
    ${sql.raw(verb)} function reading_daily_refresh() returns trigger language plpgsql as $fn$
    begin
      -- An upsert fires both the insert and the update trigger; one of them usually has no rows.
      if not exists (select 1 from changed) then
        return null;
      end if;
      -- EXECUTE plans each time: a plan cached while reading_hourly was small would scan it whole.
      execute $q$
      insert into reading_daily (${sql.raw(columns)})
      select k.station_id, k.parameter_code, k.day, ${sql.raw(aggregates)}
      from (select distinct station_id, parameter_code, ${sql.raw(LOCAL_DAY)} as day from changed h) k
      join reading_hourly h on h.station_id = k.station_id and h.parameter_code = k.parameter_code
        and h.hour >= ${sql.raw(dayStart('k.day'))} and h.hour < ${sql.raw(dayStart('k.day + 1'))}
      group by k.station_id, k.parameter_code, k.day
      on conflict (station_id, parameter_code, day) do update set ${sql.raw(updates)}
      $q$;
      if tg_op = 'DELETE' then
        -- A day whose last hour went has no row left to recompute: remove it.
        execute $q$
        delete from reading_daily d
        using (select distinct station_id, parameter_code, ${sql.raw(LOCAL_DAY)} as day from changed h) k
        where d.station_id = k.station_id and d.parameter_code = k.parameter_code and d.day = k.day
          and not exists (select 1 from reading_hourly h where h.station_id = k.station_id and h.parameter_code = k.parameter_code
            and h.hour >= ${sql.raw(dayStart('k.day'))} and h.hour < ${sql.raw(dayStart('k.day + 1'))})
        $q$;
      end if;
      return null;
    end $fn$
  `.execute(db);
}

/**
 * Rebuilds the whole daily rollup from `reading_hourly` in one INSERT … SELECT … GROUP BY: the
 * backfill of this migration, and what a bulk load that bypassed the triggers (the benchmark)
 * runs afterwards. Written in day order, as live data arrives, so a range of days sits together.
 */
export async function rebuildReadingDaily(
  db: Kysely<any>,
  { columns, aggregates }: DailyRollupColumns = ROLLUP,
): Promise<void> {
  await sql`delete from reading_daily`.execute(db);
  await sql`insert into reading_daily (${sql.raw(columns)})
    select h.station_id, h.parameter_code, ${sql.raw(LOCAL_DAY)}, ${sql.raw(aggregates)}
    from reading_hourly h group by 1, 2, 3 order by 3, 1, 2`.execute(db);
}

/** The Kuala Lumpur calendar day of an hourly row `h`. */
const LOCAL_DAY = `(h.hour at time zone 'Asia/Kuala_Lumpur')::date`;
/** The instant a Kuala Lumpur calendar day starts. */
const dayStart = (day: string) => `((${day})::timestamp at time zone 'Asia/Kuala_Lumpur')`;

/** The two data levels: the same conditions as `hourlyLevelFilter` (validated, raw). */
export const LEVELS = {
  valid: 'h.validity = 1 and h.avg is not null',
  raw: 'h.avg is not null',
} as const;

const MEASURES = ['hours', 'sum', 'min', 'max', 'min_mean', 'max_mean'] as const;
const LEVEL_COLUMNS = Object.keys(LEVELS).flatMap((level) => MEASURES.map((m) => `${level}_${m}`));
export const COLUMNS = [
  'station_id',
  'parameter_code',
  'day',
  'hours_total',
  ...LEVEL_COLUMNS,
].join(', ');
export const UPDATES = ['hours_total', ...LEVEL_COLUMNS]
  .map((c) => `${c} = excluded.${c}`)
  .join(', ');

/** The day's aggregates over its hourly rows `h`, in the order of COLUMNS after the key. */
export const AGGREGATES = [
  'count(*)::int',
  ...Object.values(LEVELS).flatMap((when) => [
    `(count(*) filter (where ${when}))::int`,
    `sum(h.avg) filter (where ${when})`,
    `min(h.min) filter (where ${when})`,
    `max(h.max) filter (where ${when})`,
    `min(h.avg) filter (where ${when})`,
    `max(h.avg) filter (where ${when})`,
  ]),
].join(', ');

const ROLLUP: DailyRollupColumns = { columns: COLUMNS, aggregates: AGGREGATES, updates: UPDATES };
