import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connectPostgres, openPglite, type Db } from '../../db/create-db.js';
import { seededRng } from '../../reference/geo.js';
import { createScratchDatabase } from '../test-db.js';
import { runStream, STREAM_PARAMETERS, type StreamFigures } from './ingest-streams.js';
import { freePort, serverProcess } from './server-process.js';

/**
 * `kill -9` during sustained ingestion: the built server on a fresh data directory (PGlite) or a
 * fresh database (PostgreSQL), stations and keys made through the API, loggers sending batches
 * without pause, the server killed with SIGKILL at seeded random moments and started again; at
 * the end every acknowledged reading must be stored exactly once with the value sent, nothing
 * else stored, and the hourly rollup must count exactly the stored readings.
 */
export interface KillSuiteOptions {
  /** The built server, `apps/server/dist/server.js`. */
  readonly entry: string;
  readonly seed: number;
  readonly kills: number;
  readonly streams: number;
  readonly readingsPerBatch: number;
  /** Each kill comes after a random time in this range (ms) of ingestion since the last start. */
  readonly killAfterMs: readonly [number, number];
  /** A PostgreSQL server to run on (a scratch database is made and dropped); PGlite when absent. */
  readonly databaseUrl?: string | undefined;
  /** How long each start may take until health answers (ms); 120 s when absent. */
  readonly startTimeoutMs?: number | undefined;
}

export interface KillSuiteResult {
  readonly database: 'pglite' | 'postgres';
  readonly seed: number;
  readonly kills: number;
  readonly seconds: number;
  /** ms from each start until health answered 200 (the first start, then after each kill). */
  readonly startsMs: readonly number[];
  readonly acknowledgedBatches: number;
  readonly acknowledgedReadings: number;
  readonly storedReadings: number;
  readonly missing: number;
  readonly storedTwice: number;
  readonly wrongValue: number;
  readonly neverSent: number;
  /** (station, parameter, hour) groups whose rollup count differs from the stored readings. */
  readonly rollupMismatches: number;
  /** Batches resent after a send got no answer, answers other than 200, and resent batches
   * the server had already committed before it was killed (the answer was lost, not the data). */
  readonly resent: number;
  readonly refused: number;
  readonly committedUnanswered: number;
}

const ADMIN_PASSWORD = 'fault-admin-password-1';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(base: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs in as the admin and makes each station, its parameters and its key through the API. */
async function makeStations(base: string, count: number) {
  const login = await fetch(`${base}/api2/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const stations: { id: string; key: string }[] = [];
  for (let i = 1; i <= count; i += 1) {
    const id = `FAULT${String(i).padStart(2, '0')}`;
    const path = `/api2/inventory/stations/${id}`;
    await call(base, token, 'POST', '/api2/inventory/stations', {
      id,
      module: 'CAQM',
      name: `Fault station ${i}`,
      longitude: 101.6 + i / 100,
      latitude: 3.1,
      expectedIntervalMinutes: 5,
    });
    await call(base, token, 'PUT', `${path}/parameters`, { codes: [...STREAM_PARAMETERS] });
    const { key } = await call<{ key: string }>(base, token, 'POST', `${path}/ingest-key`);
    stations.push({ id, key });
  }
  return stations;
}

/** Compares what the database holds with what was acknowledged. */
async function verify(db: Db, figures: readonly StreamFigures[]) {
  const ids = figures.map((f) => f.stationId);
  const stored = await db.kysely
    .selectFrom('reading')
    .select(['stationId', 'parameterCode', 'ts', 'value', sql<number>`count(*)::int`.as('copies')])
    .where('stationId', 'in', ids)
    .groupBy(['stationId', 'parameterCode', 'ts', 'value'])
    .execute();
  const rollup = await sql<{ mismatches: number }>`
    select count(*)::int as mismatches from (
      select station_id, parameter_code, date_trunc('hour', ts, 'UTC') as hour, count(*)::int as n
      from reading where station_id in (${sql.join(ids)}) group by 1, 2, 3
    ) raw full join (
      select station_id, parameter_code, hour, count from reading_hourly
      where station_id in (${sql.join(ids)})
    ) h using (station_id, parameter_code, hour)
    where raw.n is distinct from h.count`.execute(db.kysely);
  const acknowledged = new Map<string, number>();
  for (const f of figures)
    for (const [k, v] of f.acknowledged) acknowledged.set(`${f.stationId}|${k}`, v);
  const seen = new Map<string, number>();
  let wrongValue = 0;
  let neverSent = 0;
  for (const row of stored) {
    const key = `${row.stationId}|${row.parameterCode}|${row.ts.toISOString()}`;
    seen.set(key, (seen.get(key) ?? 0) + row.copies);
    if (!acknowledged.has(key)) neverSent += 1;
    else if (acknowledged.get(key) !== row.value) wrongValue += 1;
  }
  let missing = 0;
  for (const key of acknowledged.keys()) if (!seen.has(key)) missing += 1;
  return {
    storedReadings: stored.reduce((n, r) => n + r.copies, 0),
    missing,
    storedTwice: [...seen.values()].filter((n) => n > 1).length,
    wrongValue,
    neverSent,
    rollupMismatches: rollup.rows[0]?.mismatches ?? 0,
  };
}

export async function runKillSuite(options: KillSuiteOptions): Promise<KillSuiteResult> {
  const started = Date.now();
  const rnd = seededRng(options.seed);
  const dataDir = mkdtempSync(join(tmpdir(), 'eqmp-fault-'));
  const scratch = options.databaseUrl
    ? await createScratchDatabase(options.databaseUrl, 'eqmp_fault')
    : null;
  const server = serverProcess({
    entry: options.entry,
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      EQMP_DEMO: '0',
      PUBLIC_URL: 'http://eqmp.fault.test',
      EQMP_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    onStderr: (text) => process.stderr.write(text),
    ...(options.startTimeoutMs === undefined ? {} : { startTimeoutMs: options.startTimeoutMs }),
  });
  try {
    const startsMs = [await server.start()];
    const stations = await makeStations(server.base, options.streams);
    // A year back, on the 5-minute grid: thousands of batches fit before reaching the present.
    const firstSlot = Math.floor((Date.now() - 365 * 86_400_000) / 300_000) * 300_000;
    let stopping = false;
    let failure: unknown = null;
    const streams = stations.map((s) =>
      runStream({
        base: server.base,
        stationId: s.id,
        key: s.key,
        firstSlot,
        readingsPerBatch: options.readingsPerBatch,
        shouldStop: () => stopping,
      }).catch((err: unknown) => {
        failure = err;
        stopping = true;
        throw err;
      }),
    );
    const [low, high] = options.killAfterMs;
    for (let k = 0; k < options.kills && !stopping; k += 1) {
      await pause(low + rnd() * (high - low));
      await server.kill();
      startsMs.push(await server.start());
    }
    await pause(low + rnd() * (high - low));
    stopping = true;
    const figures = await Promise.all(streams);
    if (failure) throw failure;
    await server.stop();
    const db = scratch ? connectPostgres(scratch.url, 2) : await openPglite(join(dataDir, 'pg'));
    const checked = await verify(db, figures).finally(() => db.close());
    const sum = (pick: (f: StreamFigures) => number) => figures.reduce((n, f) => n + pick(f), 0);
    return {
      database: scratch ? 'postgres' : 'pglite',
      seed: options.seed,
      kills: startsMs.length - 1,
      seconds: Math.round((Date.now() - started) / 100) / 10,
      startsMs,
      acknowledgedBatches: sum((f) => f.batches),
      acknowledgedReadings: sum((f) => f.acknowledged.size),
      ...checked,
      resent: sum((f) => f.resent),
      refused: sum((f) => f.refused),
      committedUnanswered: sum((f) => f.committedUnanswered),
    };
  } finally {
    await server.kill();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
