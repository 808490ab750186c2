// The kill -9 fault suite at full length: the built server killed with SIGKILL at seeded random
// moments during sustained ingestion, restarted, and every acknowledged reading checked to be
// stored exactly once. Prints its figures as JSON; exits non-zero on any loss or duplicate.
// Usage: node scripts/build.mjs && npm run test:fault   (DATABASE_URL=… for PostgreSQL)
// FAULT_SEED (1), FAULT_KILLS (6), FAULT_STREAMS (3), FAULT_BATCH (300 readings),
// FAULT_KILL_AFTER_MS ("1000-5000": each kill after a random time in this range),
// FAULT_START_TIMEOUT_S (120: how long each start of the server may take on a busy machine).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runKillSuite } from '../apps/server/src/test/fault/kill-ingest.js';
import { startTimeoutFromEnv } from '../apps/server/src/test/fault/server-process.js';

// bench/run.mjs runs the bundle from the repository root.
const root = process.cwd();
const entry = join(root, 'apps/server/dist/server.js');
if (!existsSync(entry)) {
  console.error('Build the server first: node scripts/build.mjs');
  process.exit(2);
}
const [low, high] = (process.env.FAULT_KILL_AFTER_MS ?? '1000-5000').split('-').map(Number);
const result = await runKillSuite({
  entry,
  seed: Number(process.env.FAULT_SEED ?? 1),
  kills: Number(process.env.FAULT_KILLS ?? 6),
  streams: Number(process.env.FAULT_STREAMS ?? 3),
  readingsPerBatch: Number(process.env.FAULT_BATCH ?? 300),
  killAfterMs: [low ?? 1000, high ?? 5000],
  databaseUrl: process.env.DATABASE_URL,
  startTimeoutMs: startTimeoutFromEnv(process.env),
});
console.log(JSON.stringify(result, null, 2));
const lost =
  result.missing +
  result.storedTwice +
  result.wrongValue +
  result.neverSent +
  result.rollupMismatches;
process.exit(lost === 0 && result.acknowledgedReadings > 0 ? 0 : 1);
