import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { seedGeography } from './seed-geography.js';
import { seedReference } from './seed-reference.js';
import { seedStations } from './seed-stations.js';

export { seedReference };

const DEMO_MARKER = 'demo_inventory_seeded';

/**
 * The demo network (EQMP_DEMO=1): geography, basins and rivers, and stations. Runs once per data
 * directory; a later start finds the marker and reuses what is there.
 */
export async function seedDemoInventory(db: Kysely<Database>): Promise<boolean> {
  const done = await db
    .selectFrom('instanceSetting')
    .select('key')
    .where('key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (done) return false;
  await seedGeography(db);
  await seedStations(db);
  await db
    .insertInto('instanceSetting')
    .values({
      key: DEMO_MARKER,
      value: JSON.stringify({ at: new Date().toISOString() }),
      updatedAt: sql<Date>`now()`,
    })
    .execute();
  return true;
}
