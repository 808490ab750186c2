import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { addStation } from '../../test/stations.js';
import { createTestDb } from '../../test/test-db.js';
import { holdForApproval, partitionLocked } from './index.js';

// Sessions side by side need a database server: PGlite is one session, which serialises them.
describe.skipIf(!process.env.DATABASE_URL)('the approval lock across sessions', () => {
  let db: Db;

  beforeAll(async () => {
    db = await createTestDb();
    await addStation(db.kysely, 'CA01L', []);
  });
  afterAll(async () => db?.close());

  it('keeps an approval waiting until a writer that has read the ranges commits', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hold!: () => void;
    const writerReadRanges = new Promise<void>((resolve) => (hold = resolve));
    const writer = db.kysely.transaction().execute(async (trx) => {
      await partitionLocked(trx, 'CA01L', [{ parameterCode: 'PM10', ts: new Date() }]);
      hold();
      await gate;
      events.push('writer commits');
    });
    await writerReadRanges;
    const approval = db.kysely.transaction().execute(async (trx) => {
      await holdForApproval(trx, 'CA01L');
      events.push('approval holds the station');
    });
    // The server shows the approval's session waiting for a lock; nothing has happened yet.
    await vi.waitFor(async () => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db.kysely);
      expect(rows[0]!.n).toBeGreaterThan(0);
    });
    expect(events).toEqual([]);
    release();
    await Promise.all([writer, approval]);
    expect(events).toEqual(['writer commits', 'approval holds the station']);
  });
});
