import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** Opens an investigative case covering one station. */
export async function insertCase(
  db: Kysely<Database>,
  investigativeCase: Insertable<Database['investigativeCase']>,
  stationId: string,
): Promise<void> {
  await db.insertInto('investigativeCase').values(investigativeCase).execute();
  await db
    .insertInto('investigativeCaseStation')
    .values({ caseId: investigativeCase.id, stationId })
    .execute();
}
