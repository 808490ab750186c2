// The long OpenAPI fuzz run: ≥ 10,000 seeded malformed requests over every documented route, as an
// admin holding every role, on a fresh database; prints the answers by status class, any 5xx, the
// heap and whether health still answers. Usage: BENCH_FUZZ_COUNT=10000 BENCH_FUZZ_SEED=1 npm run bench:fuzz
import { API, ROLE_NAMES } from '@eqmp/domain';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { seedReference } from '../apps/server/src/seed/index.js';
import { fuzzOpenApi } from '../apps/server/src/test/fault/openapi-fuzz.js';
import { createTestDb } from '../apps/server/src/test/test-db.js';
import { createUser, signIn } from '../apps/server/src/test/users.js';

const count = Number(process.env.BENCH_FUZZ_COUNT ?? 10_000);
const seed = Number(process.env.BENCH_FUZZ_SEED ?? 1);
const db = await createTestDb();
const config = loadConfig({
  EQMP_DEMO: '0',
  PUBLIC_URL: 'http://eqmp.test',
  DATA_DIR: '/tmp/eqmp-bench-fuzz',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  LOG_LEVEL: 'silent',
});
const app = await buildApp({ db, config });
await app.ready();
await seedReference(db.kysely);
await createUser(db.kysely, { username: 'fuzz.admin', roles: ROLE_NAMES });
const token = await signIn(app, 'fuzz.admin');
const started = Date.now();
const result = await fuzzOpenApi(app, {
  seed,
  count,
  headers: { authorization: `Bearer ${token}` },
  skip: (op) =>
    ([API.logout.url, API.changePassword.url, API.updateMe.url] as string[]).includes(op.url) ||
    op.url.startsWith('/api2/mapproxy/'),
});
const health = await app.inject({ method: 'GET', url: API.health.url });
console.log(
  JSON.stringify(
    {
      seed,
      requests: result.requests,
      seconds: (Date.now() - started) / 1000,
      byClass: result.byClass,
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
