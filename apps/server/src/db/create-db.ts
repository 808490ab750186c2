import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema/index.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** False once closed (by us): health answers 503 at once, without asking the database. */
  isOpen(): boolean;
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each notification on `channel` (PostgreSQL `NOTIFY`, delivered when
   * the notifying transaction commits, to every instance on the database); also with `''` after a
   * lost connection is restored, since notifications may have been missed meanwhile. Ends with
   * `close`. Absent where nothing can listen (the benches' hand-made databases).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
}

// Counts and sums come back from `pg` as strings (int8/numeric); PGlite returns numbers.
// Parse them as numbers on both, so queries behave the same whichever database runs them.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
// A calendar date (`date`) has no time zone: keep it as its `YYYY-MM-DD` text on both, never a
// JavaScript Date at some midnight.
const PG_DATE = 1082;
const asText = (value: string) => value;
pg.types.setTypeParser(PG_INT8, (value) => Number(value));
pg.types.setTypeParser(PG_NUMERIC, (value) => Number(value));
pg.types.setTypeParser(PG_DATE, asText);

export function kyselyOver(dialect: Dialect): Kysely<Database> {
  // JSON values come back as stored: only column names are converted to camelCase.
  return new Kysely<Database>({
    dialect,
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}

/** A connection pool to the server at `url` that outlives lost idle connections. */
export function createPool(url: string, maxConnections: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server closes (a restart, an administrator, a dropped database) is an
  // 'error' event on the pool: pg discards that client and the next query opens a new one.
  // Without a listener Node would treat it as an uncaught error and stop the process.
  pool.on('error', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') console.warn(`Database connection lost: ${err.message}`);
  });
  return pool;
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 2000;

/**
 * One connection of its own (outside the pool) listening on `channel`, connected again after a
 * loss; `stop` ends it. The channel is a constant identifier of ours, never a caller's text.
 */
function listenOn(url: string, channel: string, onPayload: (payload: string) => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(true), RELISTEN_MS);
    timer.unref();
  };
  const connect = async (restored: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => {
      if (m.channel === channel) onPayload(m.payload ?? '');
    });
    c.on('error', () => {});
    c.on('end', () => {
      if (client === c) client = null;
      again();
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (stopped) return void (await c.end());
      client = c;
      if (restored) onPayload('');
    } catch {
      await c.end().catch(() => {});
    }
  };
  return {
    start: () => connect(false),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

/** A PostgreSQL server at `url`. */
export function connectPostgres(url: string, maxConnections = 10): Db {
  const pool = createPool(url, maxConnections);
  const kysely = kyselyOver(new PostgresDialect({ pool }));
  const listeners: { stop(): Promise<void> }[] = [];
  return {
    kysely,
    kind: 'postgres',
    isOpen: () => !pool.ended && !pool.ending,
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await kysely.destroy();
    },
    async listen(channel, onPayload) {
      const listener = listenOn(url, channel, onPayload);
      listeners.push(listener);
      await listener.start();
    },
  };
}

/** An embedded PGlite database, which can also be copied whole as an image (`dumpDataDir`). */
export interface PgliteDb extends Db {
  /** The whole data directory as a tar image, to open copies of it with `openPglite`. */
  image(): Promise<Blob>;
  /**
   * Another handle on the same database: its `close` ends only the handle (its Kysely instance
   * and its listeners) and leaves the database open for the next one.
   */
  borrow(): Db;
}

/** A handle on `pglite`; `closesDatabase` says whether closing the handle closes PGlite too. */
function pgliteHandle(pglite: PGlite, closesDatabase: boolean): Db {
  const kysely = kyselyOver(new PGliteDialect(pglite, { closesDatabase }));
  const unlisteners: (() => Promise<void>)[] = [];
  let open = true;
  return {
    kysely,
    kind: 'pglite',
    isOpen: () => open && !pglite.closed,
    close: async () => {
      open = false;
      const ending = unlisteners.splice(0);
      if (ending.length > 0 && !pglite.closed)
        await kysely.connection().execute(async () => {
          for (const unlisten of ending) await unlisten();
        });
      await kysely.destroy();
    },
    // Through the session's lock, so the LISTEN never lands inside another caller's transaction.
    listen: async (channel, onPayload) => {
      unlisteners.push(await kysely.connection().execute(() => pglite.listen(channel, onPayload)));
    },
  };
}

/**
 * Embedded PGlite: in memory when `dataDir` is undefined, else persisted there; started from
 * `image` (a data directory dumped by `image()`) instead of a new cluster when one is given.
 */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<PgliteDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(image ? { loadDataDir: image } : {}),
    parsers: { [PG_DATE]: asText },
  });
  return {
    ...pgliteHandle(pglite, true),
    image: () => pglite.dumpDataDir('none'),
    borrow: () => pgliteHandle(pglite, false),
  };
}

/** The database the configuration names: a server when `databaseUrl` is set, else PGlite. */
export async function createDb(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Db> {
  return config.databaseUrl
    ? connectPostgres(config.databaseUrl)
    : openPglite(join(config.dataDir, 'pg'));
}
