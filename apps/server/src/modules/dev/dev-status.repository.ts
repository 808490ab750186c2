import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL of the developer status page: the database server, its migrations and the jobs' counts. */
export function createDevStatusRepository(db: Kysely<Database>) {
  return {
    /** The server's version (one row). */
    serverVersion() {
      return sql<{
        version: string;
      }>`select current_setting('server_version') as version`.execute(db);
    },

    /** The database's size in bytes (one row); fails where the server cannot tell. */
    databaseSize() {
      return sql<{
        size: string | number;
      }>`select pg_database_size(current_database()) as size`.execute(db);
    },

    /** The migrations run, in name order. */
    migrations() {
      return sql<{
        name: string;
        timestamp: string;
      }>`select name, timestamp from kysely_migration order by name`.execute(db);
    },

    /** How many export jobs there are of each status. */
    exportJobCounts() {
      return db
        .selectFrom('exportJob')
        .select(['status', sql<number>`count(*)::int`.as('count')])
        .groupBy('status')
        .execute();
    },

    /** When any station's newest value was received. */
    lastReceived() {
      return db
        .selectFrom('stationStatus')
        .select(sql<Date | null>`max(last_received_at)`.as('at'))
        .executeTakeFirst();
    },
  };
}
