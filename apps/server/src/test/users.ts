import { MODULE_CODES } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/index.js';

export const TEST_PASSWORD = 'correct-horse-42';

/**
 * The `Map <MODULE>` role of every module: lists and data keep to the modules a user's roles
 * cover, so a test user of a national function (inventory, KPI, raw data) holds these too.
 */
export const EVERY_MODULE = MODULE_CODES.map((code) => `Map ${code}`);

/** Adds a user with the given individual role ticks; returns its id. */
export async function createUser(
  db: Kysely<Database>,
  user: {
    username: string;
    roles?: readonly string[];
    password?: string;
    email?: string;
    userGroup?: 'department' | 'other';
    isActive?: boolean;
  },
): Promise<string> {
  const row = await db
    .insertInto('appUser')
    .values({
      username: user.username,
      fullName: `${user.username} Tester`,
      email: user.email ?? `${user.username}@example.org`,
      userGroup: user.userGroup ?? 'other',
      passwordHash: await hashPassword(user.password ?? TEST_PASSWORD),
      isActive: user.isActive ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = user.roles ?? [];
  if (roles.length > 0)
    await db
      .insertInto('userFunction')
      .values(roles.map((roleName) => ({ userId: row.id, roleName })))
      .execute();
  return row.id;
}

/** Signs in through the API and answers the bearer token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api2/users/login',
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Adds a user with the given role ticks and signs it in; answers its bearer headers. */
export async function signedIn(
  ctx: { app: FastifyInstance; db: { kysely: Kysely<Database> } },
  username: string,
  roles: readonly string[],
): Promise<Record<string, string>> {
  await createUser(ctx.db.kysely, { username, roles });
  return bearer(await signIn(ctx.app, username));
}

/** Adds each named user with its role ticks and signs it in, in order; answers their headers by name. */
export async function signedInAll(
  ctx: { app: FastifyInstance; db: { kysely: Kysely<Database> } },
  users: Record<string, readonly string[]>,
): Promise<Record<string, Record<string, string>>> {
  const headers: Record<string, Record<string, string>> = {};
  for (const [name, roles] of Object.entries(users))
    headers[name] = await signedIn(ctx, name, roles);
  return headers;
}

/** Calls of the API with a user's headers, and a JSON body when one is given. */
export function apiCaller(ctx: { app: FastifyInstance }) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * Sends a JSON body as one of the named users of `headers` (`who`, else `by`), in a language
 * (English unless given).
 */
export function jsonSenderAs(
  ctx: { app: FastifyInstance },
  headers: Readonly<Record<string, Record<string, string>>>,
  by: string,
) {
  return (method: 'POST' | 'PUT', url: string, payload: object, who = by, lang = 'en') =>
    ctx.app.inject({ method, url, payload, headers: { ...headers[who], 'accept-language': lang } });
}

/** One request a user is expected to be refused: a JSON or multipart body brings its own headers. */
export interface RefusedAttempt {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

/** Sends each attempt with the user's headers and expects every one answered with `status`. */
export async function expectEveryAttemptRefused(
  ctx: { app: FastifyInstance },
  headers: Record<string, string>,
  attempts: readonly RefusedAttempt[],
  status = 403,
): Promise<void> {
  for (const a of attempts) {
    const res = await ctx.app.inject({
      method: a.method,
      url: a.url,
      payload: a.payload,
      headers: { ...headers, ...a.headers },
    });
    expect([a.method, a.url, res.statusCode]).toEqual([a.method, a.url, status]);
  }
}
