// The long OpenAPI fuzz run: every malformed value of its kind in every field of every documented
// route (path, query and body), every broken body, then seeded requests malforming several fields
// at once up to BENCH_FUZZ_COUNT, as an admin holding every role (with an SOJ session, a station's
// and the SMS gateway's keys), on a fresh database; prints the answers by status class, any 5xx,
// the cells left unreached, the heap and whether health still answers.
// Usage: BENCH_FUZZ_COUNT=16000 BENCH_FUZZ_SEED=1 npm run bench:fuzz
import { API } from '@eqmp/domain';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPglite } from '../apps/server/src/db/create-db.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import {
  fuzzCaller,
  FUZZ_GATEWAY_KEY,
  leftOut,
} from '../apps/server/src/test/fault/fuzz.test-support.js';
import { fuzzOpenApi } from '../apps/server/src/test/fault/openapi-fuzz.js';
import { TestMailer } from '../apps/server/src/test/test-app.js';

const count = Number(process.env.BENCH_FUZZ_COUNT ?? 16_000);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? 1);
// An in-memory PGlite, migrated here (the test suite's image cache reads the migrations' sources,
// which the bundle does not carry).
const db = await openPglite(undefined);
await migrateToLatest(db.kysely);
const config = loadConfig({
  EQMP_DEMO: '0',
  PUBLIC_URL: 'http://eqmp.test',
  DATA_DIR: '/tmp/eqmp-bench-fuzz',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  SMS_GATEWAY_KEY: FUZZ_GATEWAY_KEY,
  LOG_LEVEL: 'silent',
});
const mailer = new TestMailer();
const app = await buildApp({ db, config, mailer });
await app.ready();
const caller = await fuzzCaller(app, db.kysely, mailer);
const started = Date.now();
const result = await fuzzOpenApi(app, { seed, count, exhaustive: true, ...caller, skip: leftOut });
const health = await app.inject({ method: 'GET', url: API.health.url });
console.log(
  JSON.stringify(
    {
      seed,
      requests: result.requests,
      planned: result.planned,
      seconds: (Date.now() - started) / 1000,
      byClass: result.byClass,
      cells: result.cells,
      unreached: result.unreached,
      renewals: result.renewals.length,
      failures: result.failures.slice(0, 20),
      failureCount: result.failures.length,
      healthAfter: health.statusCode,
      heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1048576),
    },
    null,
    2,
  ),
);
await app.close();
await db.close();
process.exit(result.failures.length === 0 && health.statusCode === 200 ? 0 : 1);
