import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClock } from '../test/test-app.js';
import { createTestDb } from '../test/test-db.js';
import type { Db } from './create-db.js';
import { createJobLease, startLeasedJob } from './job-lease.js';

/** Two instances' jobs on one database (the alert sweep here): the job runs on one at a time. */
describe('a leased background job', () => {
  let db: Db;
  const clock = new TestClock();

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  const instance = (name: string) => {
    const sweeps = { count: 0 };
    const scheduler = startLeasedJob(
      'alert sweep',
      async () => {
        sweeps.count += 1;
      },
      5,
      createJobLease(db.kysely, clock, 'alert-sweep', name),
      (message, err) => {
        throw new Error(`${message}: ${String(err)}`);
      },
    );
    return { sweeps, scheduler };
  };

  it('sweeps on one instance only, and on the other once the first stops', async () => {
    const a = instance('instance-a');
    const b = instance('instance-b');
    await vi.waitFor(() => expect(a.sweeps.count + b.sweeps.count).toBeGreaterThanOrEqual(10), {
      timeout: 20_000,
    });
    const [holder, other] = a.sweeps.count > 0 ? [a, b] : [b, a];
    expect(other.sweeps.count).toBe(0);
    await holder.scheduler.stop();
    await vi.waitFor(() => expect(other.sweeps.count).toBeGreaterThan(0), { timeout: 20_000 });
    await other.scheduler.stop();
  });
});
