import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL of the health checks. */
export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** The smallest question the database can answer. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
