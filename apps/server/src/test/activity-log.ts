import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

/** The actions the activity log holds for an entity (one record of it when `entityId` is given), oldest first. */
export async function loggedActions(
  db: Kysely<Database>,
  entity: string,
  entityId?: string | number,
): Promise<string[]> {
  let query = db.selectFrom('activityLog').select('action').where('entity', '=', entity);
  if (entityId !== undefined) query = query.where('entityId', '=', String(entityId));
  const rows = await query.orderBy('id').execute();
  return rows.map((row) => row.action);
}
