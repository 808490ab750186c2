import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, openPglite, type Db } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

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
  const name = `eqmp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = connectPostgres(target.toString(), 4);
  await migrateToLatest(db.kysely);
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
