/**
 * Ingestion throughput: readings per second through POST /api2/ingest/readings (real HTTP, batches
 * of 1,000, checks, rollups and API included) beside a raw bulk load into the same `reading`
 * table in the same run (COPY on PGlite, unnest arrays on PostgreSQL), and their ratio.
 * Run: `npm run bench:ingest` (PGlite) or `DATABASE_URL=… npm run bench:ingest` (PostgreSQL).
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connectPostgres, kyselyOver, type Db } from '../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { PGliteDialect } from '../apps/server/src/db/pglite-dialect.js';
import { seedReference } from '../apps/server/src/seed/index.js';
import { addIngestKey, addStation } from '../apps/server/src/test/stations.js';

const BATCH = 1000;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 60);
const PARAMETERS = ['PM25', 'PM10', 'SO2', 'NO2', 'O3', 'CO', 'WS', 'WD', 'TEMP', 'RH'];
const KEY = 'sk_bench_key_000000000000000000000000';

async function openDb(): Promise<{ db: Db; pglite: PGlite | null }> {
  if (process.env.DATABASE_URL)
    return { db: connectPostgres(process.env.DATABASE_URL), pglite: null };
  const pglite = await PGlite.create();
  const kysely = kyselyOver(new PGliteDialect(pglite));
  return {
    db: { kysely, kind: 'pglite', isOpen: () => !pglite.closed, close: () => kysely.destroy() },
    pglite,
  };
}

/** `count` readings of one station: 10 parameters every 5 minutes, going back from `end`. */
function readings(start: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({
    parameter: PARAMETERS[i % PARAMETERS.length]!,
    ts: new Date(start + Math.floor(i / PARAMETERS.length) * 300_000).toISOString(),
    value: 20 + ((i * 7919) % 100) / 10,
  }));
}

async function main() {
  const { db, pglite } = await openDb();
  await migrateToLatest(db.kysely);
  await seedReference(db.kysely);
  await addStation(db.kysely, 'BENCH1', PARAMETERS);
  await addStation(db.kysely, 'BENCH2', PARAMETERS);
  await addIngestKey(db.kysely, 'BENCH1', KEY, 'bench');
  const config = {
    ...loadConfig({
      EQMP_DEMO: '0',
      PUBLIC_URL: 'http://eqmp.test',
      DATA_DIR: '/tmp/eqmp-bench',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    }),
  };
  const app = await buildApp({ db, config });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const start = Date.parse('2025-01-01T00:00:00Z');
  const t0 = performance.now();
  let accepted = 0;
  for (let b = 0; b < BATCHES; b++) {
    const res = await fetch(`${address}/api2/ingest/readings`, {
      method: 'POST',
      headers: { authorization: `Station ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        station_id: 'BENCH1',
        readings: readings(start + b * (BATCH / PARAMETERS.length) * 300_000, BATCH),
      }),
    });
    accepted += ((await res.json()) as { accepted: number }).accepted;
  }
  const httpSeconds = (performance.now() - t0) / 1000;

  const total = BATCHES * BATCH;
  const rows = readings(start, total);
  const t1 = performance.now();
  if (pglite) {
    const csv = rows
      .map(
        (r) => `BENCH2,${r.parameter},${r.ts},${r.value},logger,${new Date().toISOString()},1,{},1`,
      )
      .join('\n');
    await pglite.query(
      `copy reading (station_id, parameter_code, ts, value, source, received_at, auto_flag, auto_checks, auto_validity) from '/dev/blob' with (format csv)`,
      [],
      { blob: new Blob([csv]) },
    );
  } else {
    for (let i = 0; i < rows.length; i += 10_000) {
      const chunk = rows.slice(i, i + 10_000);
      await sql`insert into reading (station_id, parameter_code, ts, value, source, received_at, auto_flag, auto_validity)
        select 'BENCH2', p, t, v, 'logger', now(), 1, 1 from unnest(${chunk.map((r) => r.parameter)}::text[], ${chunk.map((r) => r.ts)}::timestamptz[], ${chunk.map((r) => r.value)}::float8[]) as x(p, t, v)`.execute(
        db.kysely,
      );
    }
  }
  const rawSeconds = (performance.now() - t1) / 1000;

  const http = total / httpSeconds;
  const raw = total / rawSeconds;
  console.log(
    JSON.stringify(
      {
        database: db.kind,
        readings: total,
        accepted,
        httpReadingsPerSecond: Math.round(http),
        rawReadingsPerSecond: Math.round(raw),
        rawMethod: pglite ? 'COPY from blob' : 'INSERT … unnest, 10k per statement',
        ratio: Number((raw / http).toFixed(1)),
      },
      null,
      2,
    ),
  );
  await app.close();
  await db.close();
}

await main();
