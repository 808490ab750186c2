import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPglite } from './create-db.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe('migrateToLatest', () => {
  it('runs a migration that arrives after a later-numbered one has already run', async () => {
    const db = await openPglite(undefined);
    try {
      const names = Object.keys(migrations);
      const late = names[names.length - 3]!;
      const { [late]: _held, ...earlier } = migrations;
      await migrateToLatest(db.kysely, earlier);
      await migrateToLatest(db.kysely);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        db.kysely,
      );
      expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
    } finally {
      await db.close();
    }
  });
});
