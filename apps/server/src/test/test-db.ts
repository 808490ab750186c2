import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, openPglite, type Db } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`: its URL, and `drop` to remove
 * it again (open connections are ended), so runs and test files never share data.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'eqmp_test',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of `DATABASE_URL` (dropped again by `close`), so files run in parallel.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite(undefined);
    await migrateToLatest(db.kysely);
    return db;
  }
  const scratch = await createScratchDatabase(url);
  const db = connectPostgres(scratch.url, 4);
  await migrateToLatest(db.kysely);
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}
