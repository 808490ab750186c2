import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The PostgreSQL notification channel on which writers announce changed values. */
export const VALUES_CHANNEL = 'eqmp_values_changed';

/**
 * Announces a change on the values channel. Inside a transaction the notification is delivered
 * when it commits (and never if it rolls back), to every instance listening on the database.
 */
export async function notifyValuesChanged(db: Kysely<Database>, payload: string): Promise<void> {
  await sql`select pg_notify(${VALUES_CHANNEL}, ${payload})`.execute(db);
}
