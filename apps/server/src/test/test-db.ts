import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { connectPostgres, openPglite, type Db } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

/** Runs one statement on the PostgreSQL server of `serverUrl` through a connection of its own. */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * A new database on the PostgreSQL server of `serverUrl` (empty, or a copy of `template`): its
 * URL, and `drop` to remove it again (open connections are ended), so runs and test files never
 * share data.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'eqmp_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (c) =>
    c.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server of `DATABASE_URL` (dropped again by `close`), so files run in parallel.
 */
export async function createTestDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) return openMigratedPglite();
  const scratch = await createScratchDatabase(url, 'eqmp_test', await migratedTemplate(url));
  const db = connectPostgres(scratch.url, 4);
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}

const MIGRATIONS_DIR = new URL('../db/migrations/', import.meta.url);

/** A short hash of the migrations' sources: an edited or added migration changes it. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(name).update(readFileSync(new URL(name, MIGRATIONS_DIR)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a database on the server holding the migrated schema, made by the first test file
 * that needs it (the others wait on an advisory lock) and copied by every later file: copying a
 * database takes a fraction of the time running the migrations takes.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `eqmp_template_${migrationsHash()}`;
  return onServer(serverUrl, async (c) => {
    await c.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await c.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await c.query(`drop database if exists ${building} with (force)`);
      await c.query(`create database ${building}`);
      const db = connectPostgres(databaseUrl(serverUrl, building), 1);
      try {
        await migrateToLatest(db.kysely);
      } finally {
        await db.close();
      }
      await c.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * A migrated in-memory PGlite. A new PGlite cluster takes seconds to initialise, so the first test
 * file migrates one and leaves its image in the temporary directory, named by a hash of the
 * migrations' sources (an edited migration makes a new image); later files open copies of it.
 */
async function openMigratedPglite() {
  const file = join(tmpdir(), `eqmp-test-db-${migrationsHash()}.tar`);
  let image: Buffer | null = null;
  try {
    image = readFileSync(file);
  } catch {
    // No image yet: this file makes it.
  }
  if (image) return openPglite(undefined, new Blob([new Uint8Array(image)]));
  const db = await openPglite(undefined);
  await migrateToLatest(db.kysely);
  // Written out of the log into the tables first, so a copy starts without replaying the migrations.
  await sql`checkpoint`.execute(db.kysely);
  const made = Buffer.from(await (await db.image()).arrayBuffer());
  // Written beside, then renamed: a file running at the same time never reads half an image.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, made);
  renameSync(partial, file);
  return db;
}
