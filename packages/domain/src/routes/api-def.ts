import type { z } from 'zod';
import type { Access } from '../access/access.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The status of a route's success answer (`204`: no body). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One API route: its method, URL and access, and its contract. The contract's schemas are the
 * only description of the route's input and answer: the server registers the route with them
 * (`routeOf`), so they check every request and shape every answer, and the web calls the route
 * through them (`callApi`), so a call that does not fit them does not compile.
 */
export interface ApiDef {
  readonly method: HttpMethod;
  /** Fastify URL pattern, e.g. `/api2/inventory/stations/:id`. */
  readonly url: string;
  readonly access: Access;
  /**
   * The route changes only the caller's own account or session (profile, password, the SOJ
   * identity step), never the portal's data: a read-only user may call it.
   */
  readonly ownAccount?: true;
  /** The path parameters (`:id`), as text on the wire. */
  readonly params?: z.ZodType;
  /** The query string. */
  readonly query?: z.ZodType;
  /** The JSON body. */
  readonly body?: z.ZodType;
  /** The JSON answer on success; a route without one answers a file or nothing. */
  readonly response?: z.ZodType;
  /** The status of the success answer; 200 unless given. */
  readonly status?: SuccessStatus;
}

/** The path parameters a URL pattern names: `/a/:id/b/:key` gives `{ id; key }`. */
export type PathParamsOf<Url extends string> = Url extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? { readonly [K in Name]: string | number } & PathParamsOf<`/${Tail}`>
    : { readonly [K in Rest]: string | number }
  : Url extends `${string}*`
    ? { readonly '*': string }
    : unknown;

type WireIn<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * What a caller sends to an entry: its path parameters, query and body, each as the contract says.
 * Distributed over the entries (`E extends E`), so that a generic caller's constraint is one input
 * per entry rather than every combination of the entries' parameters, queries and bodies (a union
 * the compiler cannot represent once enough entries carry contracts).
 */
export type ApiInput<E extends ApiDef> = E extends E ? EntryInput<E> : never;

type EntryInput<E extends ApiDef> = (E extends { params: z.ZodType }
  ? { readonly params: WireIn<E['params']> }
  : keyof PathParamsOf<E['url']> extends never
    ? { readonly params?: undefined }
    : { readonly params: PathParamsOf<E['url']> }) &
  (E extends { query: z.ZodType }
    ? { readonly query?: WireIn<E['query']> }
    : { readonly query?: undefined }) &
  (E extends { body: z.ZodType }
    ? { readonly body: WireIn<E['body']> }
    : { readonly body?: undefined });

/** The answer of an entry as it travels (instants as text): the input side of its schema. */
export type ApiAnswer<E extends ApiDef> = E extends { response: z.ZodType }
  ? z.input<E['response']>
  : void;
