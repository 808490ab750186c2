import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { apiKey, type API } from '@eqmp/domain';
import { AppError } from '../errors.js';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';

/**
 * How a public answer may be kept by browsers, proxies and CDNs: fresh for a minute, then served
 * while it is fetched again for five more (values arrive by the hour).
 */
export const PUBLIC_ANSWER_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** A year's download: fresh for five minutes, then served while it is fetched again for an hour. */
export const PUBLIC_DOWNLOAD_CACHE = 'public, max-age=300, stale-while-revalidate=3600';

/**
 * How long a snapshot is served while no change of its data is heard: answers also move with
 * time alone (a value stops being current, the last 24 hours slide), and a notification lost with
 * a database connection costs at most this.
 */
const SNAPSHOT_MAX_AGE_MS = 60_000;

/**
 * How old the last answer may be to be sent while its successor is built, or when building it
 * failed (the origin's own stale-while-revalidate and stale-if-error, as long as a proxy's).
 */
const STALE_MS = 300_000;

/** A public answer ready to send again: its bytes, type and strong ETag. */
interface Snapshot {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  /** The headers its handler set (a download's file name, …), sent again with it. */
  readonly headers: Readonly<Record<string, string | string[]>>;
}

/** Headers of one answer or set afresh on each (by the app's hooks or here), never replayed. */
const PER_ANSWER = new Set([
  'content-length',
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'date',
  'connection',
  'transfer-encoding',
  'set-cookie',
  'x-request-id',
]);

function replayable(reply: FastifyReply): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && !PER_ANSWER.has(name.toLowerCase()))
      kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  return kept;
}

/** A public route whose answers are snapshots. */
export interface SnapshotRoute {
  /** Its entry in the API table. */
  readonly api: keyof typeof API;
  /** Its `Cache-Control` (default `PUBLIC_ANSWER_CACHE`). */
  readonly cacheControl?: string;
  /** Its answer is in the caller's language: one snapshot per language, `Vary: Accept-Language`. */
  readonly byLanguage?: boolean;
  /** Its answer shows one station (`:stationId`): rebuilt only when that station's values change. */
  readonly byStation?: boolean;
}

/** The versions of the data the snapshots show (`ValueChanges` of the values module). */
interface DataVersions {
  version(stationId?: string): string;
}

interface Entry {
  readonly version: string;
  readonly builtAt: number;
  readonly answer: Promise<Snapshot>;
  /** The answer once built. */
  built?: Snapshot;
  bytes: number;
}

/** A build that ended without an answer to keep: `status` of the answer sent instead, 0 for none. */
class BuildFailed extends Error {
  constructor(readonly status: number) {
    super(`no snapshot (answered ${status})`);
  }
}

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/**
 * Snapshots by key: each is current while the version it was built at is unchanged and it is
 * younger than `SNAPSHOT_MAX_AGE_MS`; at most `maxEntries` and `maxBytes`, least recently used
 * dropped first.
 */
function createSnapshotStore(options: {
  readonly now: () => number;
  readonly maxEntries?: number;
  readonly maxBytes?: number;
}) {
  const { now, maxEntries = 1000, maxBytes = 64 * 1024 * 1024 } = options;
  const entries = new Map<string, Entry>();
  /** The last answer built of each key kept, sent while its successor is built. */
  const lastBuilt = new Map<string, { snapshot: Snapshot; builtAt: number }>();
  let bytes = 0;

  const drop = (key: string, entry?: Entry) => {
    const found = entries.get(key);
    if (!found || (entry && found !== entry)) return;
    bytes -= found.bytes;
    entries.delete(key);
  };
  const trim = () => {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) return;
      drop(key);
      lastBuilt.delete(key);
    }
  };

  return {
    /** The current snapshot of `key` (built or being built), or undefined. */
    current(key: string, version: string): Entry | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      if (found.version !== version || now() - found.builtAt >= SNAPSHOT_MAX_AGE_MS) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, found);
      return found;
    },

    /** The last answer built of `key` if it is recent enough to send while another is built. */
    stale(key: string): Snapshot | undefined {
      const last = lastBuilt.get(key);
      return last && now() - last.builtAt < STALE_MS ? last.snapshot : undefined;
    },

    /** Keeps the answer being built for `key` at `version`; a failed build is forgotten. */
    put(key: string, version: string, answer: Promise<Snapshot>): void {
      drop(key);
      const entry: Entry = { version, builtAt: now(), answer, bytes: 0 };
      entries.set(key, entry);
      answer.then(
        (snapshot) => {
          if (entries.get(key) !== entry) return;
          entry.built = snapshot;
          lastBuilt.set(key, { snapshot, builtAt: entry.builtAt });
          entry.bytes = snapshot.body.length;
          bytes += entry.bytes;
          trim();
        },
        () => drop(key, entry),
      );
      trim();
    },
  };
}

/** Whether `If-None-Match` names `etag` (the weak comparison RFC 9110 asks for with this header). */
function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map(bare);
  return tags.includes('*') || tags.includes(bare(etag));
}

interface Build {
  resolve(snapshot: Snapshot): void;
  reject(error: Error): void;
}

const builds = new WeakMap<FastifyRequest, Build>();

function deferred(): { promise: Promise<Snapshot> } & Build {
  let resolve!: (s: Snapshot) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<Snapshot>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Waiters handle a failed build themselves; nobody else must see it as unhandled.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

async function bytesOf(payload: unknown): Promise<Buffer | null> {
  if (typeof payload === 'string') return Buffer.from(payload, 'utf8');
  if (Buffer.isBuffer(payload)) return payload;
  if (payload && typeof (payload as Readable).pipe === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable)
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  return null;
}

const asList = <T>(hook: T | T[] | undefined): T[] =>
  hook === undefined ? [] : Array.isArray(hook) ? hook : [hook];

/** The caching headers of a snapshot route's answer. */
function snapshotHeaders(route: SnapshotRoute, reply: FastifyReply, etag: string): void {
  reply.header('cache-control', route.cacheControl ?? PUBLIC_ANSWER_CACHE).header('etag', etag);
  if (route.byLanguage) reply.header('vary', 'Accept-Language');
}

/** Answers from a snapshot: its bytes, or 304 when the caller already holds them. */
function sendSnapshot(
  route: SnapshotRoute,
  request: FastifyRequest,
  reply: FastifyReply,
  s: Snapshot,
) {
  reply.headers(s.headers);
  snapshotHeaders(route, reply, s.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], s.etag)) return reply.code(304).send();
  return reply.type(s.type).send(s.body);
}

/**
 * The `onSend` hook of a snapshot route: the answer of a request that builds a snapshot becomes
 * it (a refusal or an answer without bytes fails the build instead), sent with its caching headers.
 */
function keepAnswer(route: SnapshotRoute): onSendAsyncHookHandler {
  return async function (request, reply, payload) {
    const build = builds.get(request);
    if (!build) return payload;
    builds.delete(request);
    if (reply.statusCode !== 200) {
      build.reject(new BuildFailed(reply.statusCode));
      return payload;
    }
    let body: Buffer | null;
    try {
      body = await bytesOf(payload);
    } catch (err) {
      build.reject(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
    if (body === null) {
      build.reject(new BuildFailed(reply.statusCode));
      return payload;
    }
    const type = String(reply.getHeader('content-type') ?? 'application/octet-stream');
    const snapshot = { body, type, etag: etagOf(body), headers: replayable(reply) };
    build.resolve(snapshot);
    snapshotHeaders(route, reply, snapshot.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], snapshot.etag)) {
      reply.code(304);
      return null;
    }
    return body;
  };
}

/** An answer that never reached `onSend` (a connection torn down) must not leave waiters hanging. */
async function settleBuild(request: FastifyRequest): Promise<void> {
  builds.get(request)?.reject(new BuildFailed(0));
  builds.delete(request);
}

/**
 * Makes the answers of the listed public routes snapshots: the first request after a change of
 * the data runs the handler, its serialised answer is kept, and every later request (and every
 * request arriving while it is built) is answered from memory without touching the database,
 * until `versions` moves (a writer's change heard on the database) or the snapshot is
 * `SNAPSHOT_MAX_AGE_MS` old. While the next one is built after a change, the others get the last
 * answer (up to `STALE_MS` old); if building keeps failing (a busy database) they get it too, or
 * 503 `SERVER_BUSY` when there is none, never a stampede of handlers on the database. A refused
 * build (404) is not kept: each caller is answered by the handler in their language.
 * Each answer carries `Cache-Control`, a strong `ETag` of its bytes,
 * `Vary: Accept-Language` when it is in the caller's language, and a matching `If-None-Match` is
 * answered 304. The hooks run after the route's rate limit (an `onRequest` hook) and validation.
 * Register before the routes.
 */
export function registerPublicSnapshots(
  app: FastifyInstance,
  options: {
    readonly routes: readonly SnapshotRoute[];
    readonly apiTable: typeof API;
    readonly versions: DataVersions;
    readonly now: () => number;
    readonly maxEntries?: number;
    readonly maxBytes?: number;
  },
): void {
  const { versions, apiTable } = options;
  const store = createSnapshotStore(options);
  const byKey = new Map(
    options.routes.map((r) => {
      const def = apiTable[r.api];
      return [apiKey(def.method, def.url), r] as const;
    }),
  );

  const keyOf = (route: SnapshotRoute, request: FastifyRequest) =>
    `${route.api} ${request.url}${route.byLanguage ? ` ${request.language}` : ''}`;
  const versionOf = (route: SnapshotRoute, request: FastifyRequest) => {
    const stationId = (request.params as { stationId?: unknown } | undefined)?.stationId;
    return route.byStation && typeof stationId === 'string'
      ? versions.version(stationId)
      : versions.version();
  };

  app.addHook('onRoute', (routeOptions: RouteOptions) => {
    const method = Array.isArray(routeOptions.method)
      ? routeOptions.method[0]
      : routeOptions.method;
    const head = method === 'HEAD';
    const route = byKey.get(apiKey(head ? 'GET' : String(method), routeOptions.url));
    if (!route) return;

    const serve: preHandlerAsyncHookHandler = async function (request, reply) {
      const key = keyOf(route, request);
      // Twice at most: a build that failed (its client went away) leaves the next try to build.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const version = versionOf(route, request);
        const current = store.current(key, version);
        if (current?.built) return sendSnapshot(route, request, reply, current.built);
        if (current) {
          // Being built after a change: the last answer meanwhile, as a proxy would.
          const stale = store.stale(key);
          if (stale) return sendSnapshot(route, request, reply, stale);
          const outcome = await current.answer.then(
            (snapshot) => ({ snapshot }),
            (err: unknown) => ({ err }),
          );
          if ('snapshot' in outcome) return sendSnapshot(route, request, reply, outcome.snapshot);
          // A refusal (an unknown station) is the caller's to hear in their language: asked again.
          const { err } = outcome;
          if (err instanceof BuildFailed && err.status >= 400 && err.status < 500) return;
          continue;
        }
        // A HEAD request is answered from a snapshot only; it never builds one.
        if (head) {
          const stale = store.stale(key);
          return stale ? sendSnapshot(route, request, reply, stale) : undefined;
        }
        const build = deferred();
        store.put(key, version, build.promise);
        builds.set(request, build);
        return;
      }
      // Every build failed (a busy database): the last answer if recent, else a refusal rather
      // than every waiting visitor asking the database at once.
      const stale = store.stale(key);
      if (stale) return sendSnapshot(route, request, reply, stale);
      throw new AppError('SERVER_BUSY');
    };

    routeOptions.preHandler = [...asList(routeOptions.preHandler), serve];
    routeOptions.onSend = [...asList(routeOptions.onSend), keepAnswer(route)];
    routeOptions.onResponse = [...asList(routeOptions.onResponse), settleBuild];
    routeOptions.onRequestAbort = [...asList(routeOptions.onRequestAbort), settleBuild];
  });
}
