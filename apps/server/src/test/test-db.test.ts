import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDb } from './test-db.js';

/** One row of the activity log, whose id comes from a sequence. */
const logOne = (db: Awaited<ReturnType<typeof createTestDb>>) =>
  db.kysely
    .insertInto('activityLog')
    .values({ at: new Date(), username: 'ann', action: 'create', entity: 'station' })
    .returning('id')
    .executeTakeFirstOrThrow();

/**
 * On PostgreSQL a discarded database is dropped and a new one copied from the template, and
 * dropping a database waits for a checkpoint of the whole server, which takes long while other
 * files write: these tests allow for it.
 */
describe('a test file’s database', { timeout: 120_000 }, () => {
  it('starts empty, with its sequences at their start, after another file used a database', async () => {
    const first = await createTestDb();
    await logOne(first);
    await logOne(first);
    await sql`set time zone 'America/New_York'`.execute(first.kysely);
    await first.close();

    const next = await createTestDb();
    try {
      expect(await next.kysely.selectFrom('activityLog').select('id').execute()).toEqual([]);
      expect(Number((await logOne(next)).id)).toBe(1);
      const { rows } = await sql<{
        zone: string;
      }>`select current_setting('TimeZone') as zone`.execute(next.kysely);
      expect(rows[0]?.zone).not.toBe('America/New_York');
    } finally {
      await next.close();
    }
  });

  it('has the migrated schema after another file changed the schema of its database', async () => {
    const first = await createTestDb();
    await sql`alter table activity_log add column scratch text`.execute(first.kysely);
    await first.close();

    const next = await createTestDb();
    try {
      const { rows } = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
         where table_name = 'activity_log' and column_name = 'scratch'`.execute(next.kysely);
      expect(rows).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('refuses queries once closed, while the next file’s database answers', async () => {
    const first = await createTestDb();
    await first.close();
    expect(first.isOpen()).toBe(false);
    await expect(first.kysely.selectFrom('activityLog').select('id').execute()).rejects.toThrow();
    const next = await createTestDb();
    try {
      expect(next.isOpen()).toBe(true);
      expect(await next.kysely.selectFrom('activityLog').select('id').execute()).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
