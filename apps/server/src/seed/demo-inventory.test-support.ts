import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/create-db.js';
import type { Database } from '../db/schema/index.js';
import { createTestDb } from '../test/test-db.js';
import { seedDemoInventory, seedReference } from './index.js';

/**
 * One database with the reference data and the demo network for every test of a file (seeding is
 * the slow part); its `kysely` is there from the first test on.
 */
export function useDemoInventoryDb(): { readonly kysely: Kysely<Database> } {
  let db: Db | undefined;
  beforeAll(async () => {
    db = await createTestDb();
    await seedReference(db.kysely);
    await seedDemoInventory(db.kysely);
  }, 120_000);
  afterAll(() => db?.close());
  return {
    get kysely() {
      return db!.kysely;
    },
  };
}
