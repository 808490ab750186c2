import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from '../test/test-app.js';
import { createTestDb } from '../test/test-db.js';
import type { Db } from './create-db.js';
import { createJobLease } from './job-lease.js';

describe('job lease', () => {
  let db: Db;
  const clock = new TestClock();

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db?.close());

  it('is held by one instance, renewed by it, and taken over only once it runs out', async () => {
    const a = createJobLease(db.kysely, clock, 'sweep', 'instance-a');
    const b = createJobLease(db.kysely, clock, 'sweep', 'instance-b');
    expect(await a.take(60_000)).toBe(true);
    expect(await b.take(60_000)).toBe(false);
    clock.advance(30_000);
    expect(await a.take(60_000)).toBe(true);
    clock.advance(59_000);
    expect(await b.take(60_000)).toBe(false);
    clock.advance(1_000);
    expect(await b.take(60_000)).toBe(true);
    expect(await a.take(60_000)).toBe(false);
  });

  it('is free for another instance as soon as its holder releases it', async () => {
    const a = createJobLease(db.kysely, clock, 'export-purge', 'instance-a');
    const b = createJobLease(db.kysely, clock, 'export-purge', 'instance-b');
    expect(await a.take(60_000)).toBe(true);
    await a.release();
    expect(await b.take(60_000)).toBe(true);
    await a.release();
    expect(await a.take(60_000)).toBe(false);
  });

  it('goes to exactly one of many instances racing for it', async () => {
    const racers = Array.from({ length: 8 }, (_, i) =>
      createJobLease(db.kysely, clock, 'race', `instance-${i}`),
    );
    const won = await Promise.all(racers.map((r) => r.take(60_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });
});
