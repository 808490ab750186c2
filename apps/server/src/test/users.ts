import { MODULE_CODES } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
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

/** Calls of the API with a user's headers, and a JSON body when one is given. */
export function apiCaller(ctx: { app: FastifyInstance }) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
