import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations/index.js';

/** Migrations are imported, not read from disk, so the bundled server carries them. */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations() {
    return this.list;
  }
}

/** Brings the database schema up to date; fails loudly with the migration that broke. */
export async function migrateToLatest(
  db: Kysely<any>,
  list: Record<string, Migration> = migrations,
): Promise<void> {
  // Migrations are written side by side on branches, so one numbered below a migration a database
  // has already run can arrive later: it is run then (each migration only adds what it names).
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(list),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const name = failed ? ` (migration ${failed.migrationName})` : '';
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      { cause: error },
    );
  }
}
