/**
 * Query and report performance (issue #7 budget): through the real endpoints (`app.inject`, so
 * routing, access, validation, SQL and JSON are all counted), on data the bench generates itself
 * straight into `reading_hourly` with INSERT … SELECT generate_series, then rolled up into
 * `reading_daily` (migration 0010) in one pass, as the migration's backfill does.
 *
 * - a yearly report of one station (10 parameters; monthly and daily buckets), budget < 200 ms;
 * - a monthly cross-tab of every station for one year, budget < 500 ms;
 * - a 10-year hourly CSV export of one station: rows/s over the run and the heap while it streams;
 * each beside a plain scan of the same rows of the raw table (and of the daily rollup the day-
 * and month-level figures now read), and the ratio to the raw scan.
 *
 * Scale: BENCH_STATIONS (default 70) air stations × 10 parameters × BENCH_YEARS of hourly values
 * (default 10 on PostgreSQL, 1 on PGlite, see bench/README.md), plus ten years for station B001.
 * Run: `npm run bench:reports` (PGlite on disk) or `DATABASE_URL=… npm run bench:reports`.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connectPostgres, openPglite, type Db } from '../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { rebuildDailyRollup } from '../apps/server/src/db/migrations/0024-wind-direction-means.js';
import { seedReference } from '../apps/server/src/seed/index.js';
import { stationRow } from '../apps/server/src/test/stations.js';
import { bearer, createUser, signIn } from '../apps/server/src/test/users.js';

const IS_PG = Boolean(process.env.DATABASE_URL);
const STATIONS = Number(process.env.BENCH_STATIONS ?? 70);
const YEARS = Number(process.env.BENCH_YEARS ?? (IS_PG ? 10 : 1));
const LAST_YEAR = 2025;
const RUNS = 5;
const DATA_DIR = '/tmp/eqmp-bench-reports';
/** Parameter code and the scale of its made-up values. */
const PARAMETERS: [string, number][] = [
  ['PM25', 60],
  ['PM10', 90],
  ['SO2', 0.02],
  ['NO2', 0.04],
  ['O3', 0.06],
  ['CO', 2],
  ['WS', 12],
  ['WD', 360],
  ['TEMP', 35],
  ['RH', 100],
];
const stationId = (i: number) => `B${String(i + 1).padStart(3, '0')}`;
const yearStart = (y: number) => new Date(`${y}-01-01T00:00:00+08:00`);

async function openDb(): Promise<Db> {
  if (IS_PG) return connectPostgres(process.env.DATABASE_URL!);
  rmSync(DATA_DIR, { recursive: true, force: true });
  return openPglite(`${DATA_DIR}/pg`);
}

/** One station's hourly values for [from, end): 2 % of hours invalid (validity −1). */
function generate(db: Db, id: string, from: Date, end: Date) {
  return sql`insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity, updated_at)
    select ${id}, p.code, g.h, x.v, x.v * 0.8, x.v * 1.2, 12, 12, 12, 100, 100, case when random() < 0.02 then -1 else 1 end, now()
    from unnest(${PARAMETERS.map((p) => p[0])}::text[], ${PARAMETERS.map((p) => p[1])}::float8[]) as p(code, scale)
    cross join generate_series(${from}::timestamptz, ${end}::timestamptz - interval '1 hour', interval '1 hour') as g(h)
    cross join lateral (select p.scale * random() as v offset 0) as x`.execute(db.kysely);
}

async function load(db: Db) {
  await db.kysely
    .insertInto('station')
    .values(
      Array.from({ length: STATIONS }, (_, i) =>
        stationRow(stationId(i), { name: `Bench ${i + 1}` }),
      ),
    )
    .execute();
  await db.kysely
    .insertInto('stationParameter')
    .values(
      Array.from({ length: STATIONS }, (_, i) =>
        PARAMETERS.map(([code]) => ({ stationId: stationId(i), parameterCode: code })),
      ).flat(),
    )
    .execute();
  // Bulk load without the indexes and the daily rollup's triggers, then build both once (as a
  // restore would).
  await sql`alter table reading_hourly disable trigger user`.execute(db.kysely);
  await sql`alter table reading_hourly drop constraint reading_hourly_pkey`.execute(db.kysely);
  await sql`drop index reading_hourly_param_hour_idx`.execute(db.kysely);
  const t0 = performance.now();
  for (let i = 0; i < STATIONS; i++) {
    const years = i === 0 ? Math.max(10, YEARS) : YEARS;
    for (let y = LAST_YEAR - years + 1; y <= LAST_YEAR; y++)
      await generate(db, stationId(i), yearStart(y), yearStart(y + 1));
  }
  const loadSeconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  await sql`alter table reading_hourly add constraint reading_hourly_pkey primary key (station_id, parameter_code, hour)`.execute(
    db.kysely,
  );
  await sql`create index reading_hourly_param_hour_idx on reading_hourly (parameter_code, hour)`.execute(
    db.kysely,
  );
  await sql`analyze reading_hourly`.execute(db.kysely);
  const indexSeconds = round((performance.now() - t1) / 1000);
  const t2 = performance.now();
  await rebuildDailyRollup(db.kysely);
  await sql`alter table reading_hourly enable trigger user`.execute(db.kysely);
  await sql`analyze reading_daily`.execute(db.kysely);
  const count = async (table: 'reading_hourly' | 'reading_daily') =>
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        db.kysely,
      )
    ).rows[0]!.n;
  return {
    rows: await count('reading_hourly'),
    loadSeconds: round(loadSeconds),
    indexSeconds,
    dailyRows: await count('reading_daily'),
    dailyRollupSeconds: round((performance.now() - t2) / 1000),
  };
}

const round = (n: number, d = 1) => Number(n.toFixed(d));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The first (cold) and the median of RUNS further timings of `fn`, in ms. */
async function time(fn: () => Promise<unknown>) {
  const c0 = performance.now();
  await fn();
  const cold = performance.now() - c0;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  return { coldMs: round(cold), medianMs: round(median(runs)) };
}

/** A GET through the app as the bench user, failing on anything but 200. */
type Get = (url: string) => Promise<{ json<T>(): T }>;

/**
 * Ten years of one station, hourly, as CSV: rows/s over the run (and by quarter) and the heap
 * while it streams, sampled every 250 ms, beside a plain scan of the same rows.
 */
async function benchCsvExport(db: Db, get: Get) {
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const started = (
    await get(
      `/api2/query/caqm/report?from=${LAST_YEAR - 9}-01-01&to=${LAST_YEAR}-12-31&stations=B001&interval=hour&export=csv`,
    )
  ).json<{ job?: { id: string } }>();
  const samples: { s: number; rows: number; heapMb: number; rssMb: number }[] = [];
  for (;;) {
    const status = (await get(`/api2/exports/${started.job!.id}`)).json<{
      status: string;
      rowsDone: number;
    }>();
    const mem = process.memoryUsage();
    samples.push({
      s: (performance.now() - t0) / 1000,
      rows: status.rowsDone,
      heapMb: mem.heapUsed / 2 ** 20,
      rssMb: mem.rss / 2 ** 20,
    });
    if (status.status !== 'running') {
      if (status.status !== 'ready') throw new Error(`export ${status.status}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const exportSeconds = (performance.now() - t0) / 1000;
  const total = samples[samples.length - 1]!.rows;
  const quarters = [0.25, 0.5, 0.75, 1].map((q) => samples.find((s) => s.rows >= q * total)!);
  const rates = quarters.map((s, i) => {
    const prev = i === 0 ? { s: 0, rows: 0 } : quarters[i - 1]!;
    return Math.round((s.rows - prev.rows) / Math.max(0.001, s.s - prev.s));
  });
  const p0 = performance.now();
  const plain =
    await sql`select * from reading_hourly where station_id = 'B001' and hour >= ${yearStart(LAST_YEAR - 9)} and hour < ${yearStart(LAST_YEAR + 1)} order by hour, parameter_code`.execute(
      db.kysely,
    );
  const plainRate = plain.rows.length / ((performance.now() - p0) / 1000);

  return {
    rows: total,
    seconds: round(exportSeconds),
    rowsPerSecond: Math.round(total / exportSeconds),
    rowsPerSecondByQuarter: rates,
    heapMb: {
      before: round(heap0 / 2 ** 20),
      min: round(Math.min(...samples.map((s) => s.heapMb))),
      max: round(Math.max(...samples.map((s) => s.heapMb))),
    },
    rssMbMax: round(Math.max(...samples.map((s) => s.rssMb))),
    plainScanRowsPerSecond: Math.round(plainRate),
    ratio: round(plainRate / (total / exportSeconds)),
  };
}

async function main() {
  const db = await openDb();
  await migrateToLatest(db.kysely);
  await seedReference(db.kysely);
  const loaded = await load(db);
  const config = loadConfig({
    EQMP_DEMO: '0',
    PUBLIC_URL: 'http://eqmp.test',
    DATA_DIR,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  });
  const app = await buildApp({ db, config });
  await app.ready();
  await createUser(db.kysely, { username: 'bench', roles: ['Query Options CAQM'] });
  const headers = bearer(await signIn(app, 'bench'));
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const scan = (where: ReturnType<typeof sql>) => () =>
    sql`select count(*)::int as n, sum(avg) as s from reading_hourly where ${where}`.execute(
      db.kysely,
    );
  const scanDaily = (where: ReturnType<typeof sql>) => () =>
    sql`select count(*)::int as n, sum(valid_sum) as s from reading_daily where ${where}`.execute(
      db.kysely,
    );
  const year = `from=${LAST_YEAR}-01-01&to=${LAST_YEAR}-12-31`;
  const yearRange = sql`hour >= ${yearStart(LAST_YEAR)} and hour < ${yearStart(LAST_YEAR + 1)}`;
  const yearDays = sql`day >= ${`${LAST_YEAR}-01-01`}::date and day < ${`${LAST_YEAR + 1}-01-01`}::date`;

  const withRatio = async (
    endpoint: () => Promise<unknown>,
    plain: () => Promise<unknown>,
    daily: () => Promise<unknown>,
  ) => {
    const e = await time(endpoint);
    const p = await time(plain);
    return {
      endpoint: e,
      plainScan: p,
      ratio: round(e.medianMs / p.medianMs),
      plainScanOfDaily: await time(daily),
    };
  };
  const oneStation = sql`station_id = 'B001' and ${yearRange}`;
  const oneStationDays = sql`station_id = 'B001' and ${yearDays}`;
  const yearlyMonthly = await withRatio(
    () => get(`/api2/query/caqm/report?${year}&stations=B001&interval=month`),
    scan(oneStation),
    scanDaily(oneStationDays),
  );
  const yearlyDaily = await withRatio(
    () => get(`/api2/query/caqm/report?${year}&stations=B001&interval=day`),
    scan(oneStation),
    scanDaily(oneStationDays),
  );
  const crosstab = await withRatio(
    () => get(`/api2/query/caqm/crosstab?${year}&interval=month&by=site`),
    scan(yearRange),
    scanDaily(yearDays),
  );

  const csvExport = await benchCsvExport(db, get);

  console.log(
    JSON.stringify(
      {
        database: db.kind,
        scale: {
          stations: STATIONS,
          parameters: PARAMETERS.length,
          years: YEARS,
          yearsOfB001: Math.max(10, YEARS),
          ...loaded,
        },
        yearlyReportOneStation: { monthly: yearlyMonthly, daily: yearlyDaily, budgetMs: 200 },
        monthlyCrossTabAllStationsOneYear: { ...crosstab, budgetMs: 500 },
        csvExportTenYearsOneStation: csvExport,
      },
      null,
      2,
    ),
  );
  await app.close();
  await db.close();
}

await main();
