import type { ApiDef } from '@eqmp/domain';
import type {
  ContextConfigDefault,
  FastifyPluginOptions,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** The Fastify instance a routes plugin receives, typed by zod, for the functions that register a group of its routes. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What the OpenAPI document says of a route beside its contract. */
export interface RouteDoc {
  readonly tags: readonly string[];
  readonly summary: string;
  readonly description?: string;
  /** The request's media types when it is not JSON (`multipart/form-data` for an upload). */
  readonly consumes?: readonly string[];
  /** The answer's media types when it is not JSON (a file). */
  readonly produces?: readonly string[];
}

type StatusOf<E extends ApiDef> = E extends { status: infer S extends number } ? S : 200;

/** The Fastify schema of an entry's contract, key by key, so the zod type provider types the handler. */
export type ContractSchema<E extends ApiDef> = (E extends { params: infer P extends z.ZodType }
  ? { params: P }
  : unknown) &
  (E extends { query: infer Q extends z.ZodType } ? { querystring: Q } : unknown) &
  (E extends { body: infer B extends z.ZodType } ? { body: B } : unknown) &
  (E extends { response: infer R extends z.ZodType }
    ? { response: { [K in StatusOf<E>]: R } }
    : unknown);

/** The Fastify schema of an entry's route: its contract and the words of the OpenAPI document. */
type RouteSchema<E extends ApiDef> = RouteDoc & { tags: string[] } & ContractSchema<E>;

/**
 * The registration of an API entry: its method and URL, and a schema made of the entry's own
 * contract (so no route file declares a schema of its own) and the words of the OpenAPI document.
 *
 * ```ts
 * app.route({ ...routeOf(API.inventoryRefStates, { tags, summary: 'States' }), handler });
 * ```
 */
export function routeOf<E extends ApiDef>(entry: E, doc: RouteDoc) {
  const schema: Record<string, unknown> = { ...doc, tags: [...doc.tags] };
  if (entry.params) schema.params = entry.params;
  if (entry.query) schema.querystring = entry.query;
  if (entry.body) schema.body = entry.body;
  if (entry.response) schema.response = { [entry.status ?? 200]: entry.response };
  return { method: entry.method, url: entry.url, schema: schema as RouteSchema<E> };
}

/** The handler of an entry's route, typed by the entry's contract as `app.route` types it. */
export type ContractHandler<E extends ApiDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<E>,
  ZodTypeProvider
>;

/**
 * Registers the routes of one group of a routes plugin, each from its API entry with the
 * group's tags: the short form of `app.route({ ...routeOf(entry, { tags, summary }), handler })`
 * for a route that needs nothing else (a route with its own `config`, `bodyLimit` or hooks is
 * registered with `app.route` and `routeOf`). `doc` is the summary, or the document's words
 * beside the tags.
 *
 * ```ts
 * const route = routesOf(app, ['inventory']);
 * route(API.inventoryRefStates, 'States', async () => reference.states());
 * ```
 */
export function routesOf(app: ZodApp, tags: readonly string[]) {
  return <E extends ApiDef>(
    entry: E,
    doc: string | Omit<RouteDoc, 'tags'>,
    handler: ContractHandler<E>,
  ) => {
    const words = typeof doc === 'string' ? { summary: doc } : doc;
    app.route({ ...routeOf(entry, { tags, ...words }), handler });
  };
}

/**
 * A routes plugin of one group: `register` receives the group's `route` (see `routesOf`), so
 * every route it registers carries `tags`, and the options the plugin is registered with.
 *
 * ```ts
 * export const kpiRoutes = routeGroup<{ kpi: KpiService }>(['kpi'], (route, { kpi }) => {
 *   route(API.kpiStates, 'States', async () => kpi.states());
 * });
 * ```
 */
export function routeGroup<Options extends FastifyPluginOptions>(
  tags: readonly string[],
  register: (route: ReturnType<typeof routesOf>, options: Options) => void,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => register(routesOf(app, tags), options);
}
