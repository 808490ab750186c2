import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  if (!url) return openMigratedPglite();
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

const MIGRATIONS_DIR = new URL('../db/migrations/', import.meta.url);

/**
 * A migrated in-memory PGlite. A new PGlite cluster takes seconds to initialise, so the first test
 * file migrates one and leaves its image in the temporary directory, named by a hash of the
 * migrations' sources (an edited migration makes a new image); later files open copies of it.
 */
async function openMigratedPglite() {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(new URL(name, MIGRATIONS_DIR)));
  const file = join(tmpdir(), `eqmp-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
  let image: Buffer | null = null;
  try {
    image = readFileSync(file);
  } catch {
    // No image yet: this file makes it.
  }
  if (image) return openPglite(undefined, new Blob([new Uint8Array(image)]));
  const db = await openPglite(undefined);
  await migrateToLatest(db.kysely);
  const made = Buffer.from(await (await db.image()).arrayBuffer());
  // Written beside, then renamed: a file running at the same time never reads half an image.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, made);
  renameSync(partial, file);
  return db;
}
