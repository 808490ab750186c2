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
 * A migrated database kept by this worker between test files: opening one (a PGlite copy of the
 * migrated image, or a database copied from the template on the server) takes far longer than
 * emptying it again, so each worker keeps the databases its files have finished with.
 */
interface KeptDb {
  /** The handle that empties the database between files; open as long as the database is kept. */
  readonly keeper: Db;
  /** A new handle on the database, for the next file. */
  lend(): Db;
  /** The schema as migrated (`schemaPrint`), to tell a file that changed it. */
  readonly schema: string;
  /** The user tables, emptied between files (the migrations' own bookkeeping excepted). */
  tables?: string[];
  discard(): Promise<void>;
}

const spare: KeptDb[] = [];

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a database on the
 * PostgreSQL server of `DATABASE_URL`, so files run in parallel. `close` hands it back to the
 * worker emptied (every table, every sequence, the session's settings), or discards it when the
 * file changed its schema, so no file ever sees another's data.
 */
export async function createTestDb(): Promise<Db> {
  const kept = spare.pop() ?? (await keepNewDb());
  const handle = kept.lend();
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      // Kysely destroys only a driver it has started: one query starts it, so this handle surely
      // refuses every later query instead of reaching the next file's data.
      await sql`select 1`.execute(handle.kysely);
      await handle.close();
      const emptied = await empty(kept).catch(() => false);
      if (emptied) spare.push(kept);
      else await kept.discard();
    },
  };
}

async function keepNewDb(): Promise<KeptDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openMigratedPglite();
    const keeper = db.borrow();
    return {
      keeper,
      lend: () => db.borrow(),
      schema: await schemaPrint(keeper),
      discard: () => db.close(),
    };
  }
  await dropAbandonedDatabases(url);
  const scratch = await createScratchDatabase(url, 'eqmp_test', await migratedTemplate(url));
  const keeper = connectPostgres(scratch.url, 1);
  // A file that left a connection holding a table makes the emptying fail, not hang.
  await sql`set lock_timeout = '5s'`.execute(keeper.kysely);
  return {
    keeper,
    lend: () => connectPostgres(scratch.url, 4),
    schema: await schemaPrint(keeper),
    discard: async () => {
      await keeper.close();
      await scratch.drop();
    },
  };
}

/** Objects of these schemas are the server's own. */
const SYSTEM_SCHEMAS = sql`(n.nspname in ('pg_catalog', 'information_schema') or n.nspname like 'pg\\_%')`;

/**
 * A digest of the user schemas' relations, columns, constraints, functions, triggers and types and
 * of the migrations applied: any change a file makes to the schema changes it.
 */
async function schemaPrint(db: Db): Promise<string> {
  const { rows } = await sql<{ print: string }>`
    select md5(string_agg(item, ';' order by item)) as print from (
      select n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' ||
        coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) ||
          case when a.attnotnull then '!' else '' end, ',' order by a.attnum)
          from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace where not ${SYSTEM_SCHEMAS}
      union all select 'constraint ' || n.nspname || '.' || co.conname || ' ' || pg_get_constraintdef(co.oid)
        from pg_constraint co join pg_namespace n on n.oid = co.connamespace where not ${SYSTEM_SCHEMAS}
      union all select 'function ' || n.nspname || '.' || p.proname || ' ' || md5(coalesce(p.prosrc, ''))
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where not ${SYSTEM_SCHEMAS}
      union all select 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || t.tgenabled::text
        from pg_trigger t where not t.tgisinternal
      union all select 'type ' || n.nspname || '.' || t.typname
        from pg_type t join pg_namespace n on n.oid = t.typnamespace where not ${SYSTEM_SCHEMAS}
      union all select 'migrations ' || count(*) from kysely_migration
    ) items`.execute(db.kysely);
  return rows[0]?.print ?? '';
}

/**
 * Empties a kept database after a file: ends what the file left open in the session (PGlite is
 * one session), checks the schema is still the migrated one, empties every table that holds rows
 * and starts every used sequence again. False when the database cannot be reused.
 */
async function empty(kept: KeptDb): Promise<boolean> {
  const db = kept.keeper.kysely;
  if (kept.keeper.kind === 'pglite') {
    await sql`rollback`.execute(db);
    await sql`reset all`.execute(db);
    await sql`discard temp`.execute(db);
    await sql`select pg_advisory_unlock_all()`.execute(db);
  }
  if ((await schemaPrint(kept.keeper)) !== kept.schema) return false;
  kept.tables ??= (
    await sql<{ name: string }>`
      select format('%I.%I', n.nspname, c.relname) as name
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and not c.relispartition and not ${SYSTEM_SCHEMAS}
         and c.relname not in ('kysely_migration', 'kysely_migration_lock')`.execute(db)
  ).rows.map((r) => r.name);
  const tables = kept.tables;
  if (tables.length > 0) {
    const { rows } = await sql<{ i: number }>`${sql.raw(
      tables
        .map((t, i) => `select ${i} as i where exists (select 1 from ${t})`)
        .join(' union all '),
    )}`.execute(db);
    // Truncating only the tables that hold rows: truncating an empty one costs as much.
    if (rows.length > 0)
      await sql`truncate ${sql.raw(rows.map((r) => tables[r.i]).join(', '))} restart identity cascade`.execute(
        db,
      );
  }
  await sql`
    select setval(format('%I.%I', schemaname, sequencename), start_value, false)
      from pg_sequences where last_value is not null
       and schemaname not in ('pg_catalog', 'information_schema')`.execute(db);
  return true;
}

/**
 * Drops the test databases on the server whose test process has ended (a worker ends without a
 * chance to drop the databases it kept); the process id is part of each database's name.
 */
async function dropAbandonedDatabases(serverUrl: string): Promise<void> {
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  await onServer(serverUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "select datname from pg_database where datname ~ '^eqmp_test_[0-9]+_[0-9a-f]+$'",
    );
    for (const { datname } of rows)
      if (!alive(Number(datname.split('_')[2])))
        await c.query(`drop database if exists ${datname} with (force)`);
  });
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
