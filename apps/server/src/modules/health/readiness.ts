import type { Db } from '../../db/create-db.js';
import { withQueryPriority } from '../../db/query-priority.js';
import { createHealthRepository } from './health.repository.js';

/** The database is asked this often, in the background. */
const PROBE_MS = 1_000;
/** A good answer counts this long: a database that stops answering is "down" after it. */
const GOOD_FOR_MS = 15_000;

/**
 * Whether the database answers, kept up to date in the background, so that health answers at
 * once instead of queueing behind other requests' statements (PGlite runs one at a time). Down at
 * once when the database is closed or a probe fails; up again at the next good probe.
 */
export async function watchReadiness(
  db: Db,
  log: (err: unknown) => void,
  { probeMs = PROBE_MS, goodForMs = GOOD_FOR_MS } = {},
) {
  let lastGood = 0;
  let failing = false;
  let probing = false;
  const probe = async () => {
    if (probing || !db.isOpen()) return;
    probing = true;
    try {
      // First in the queue: the question is whether the database answers, not how busy it is.
      await withQueryPriority('urgent', () => createHealthRepository(db.kysely).ping());
      lastGood = Date.now();
      failing = false;
    } catch (err) {
      if (!failing) log(err);
      failing = true;
    } finally {
      probing = false;
    }
  };
  await probe();
  const timer = setInterval(() => void probe(), probeMs);
  timer.unref();
  return {
    ready: () => db.isOpen() && !failing && Date.now() - lastGood < goodForMs,
    stop: () => clearInterval(timer),
  };
}
