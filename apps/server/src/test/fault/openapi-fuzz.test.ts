import { API, ROLE_NAMES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../test-app.js';
import { bearer, createUser, signIn } from '../users.js';
import { fuzzOpenApi } from './openapi-fuzz.js';

/**
 * The CI run of the OpenAPI fuzzer: a small fixed seed, as an admin holding every role (so every
 * route's validation and handlers are reached), and no answer of 500 or more. The long run
 * (≥ 10,000 requests) is `npm run bench:fuzz`, with its figures in bench/README.md.
 */
describe('OpenAPI fuzz (CI seed)', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    await seedReference(ctx.db.kysely);
    await createUser(ctx.db.kysely, { username: 'fuzz.admin', roles: ROLE_NAMES });
    admin = bearer(await signIn(ctx.app, 'fuzz.admin'));
  });

  it('answers 600 malformed requests without one 5xx, and stays healthy', async () => {
    const result = await fuzzOpenApi(ctx.app, {
      seed: 14,
      count: 600,
      headers: admin,
      // Logout and wrong current passwords (which lock the account) would end the fuzzing session; the map proxy would reach out to the network.
      skip: (op) =>
        ([API.logout.url, API.changePassword.url, API.updateMe.url] as string[]).includes(op.url) ||
        op.url.startsWith('/api2/mapproxy/'),
    });
    expect(result.failures).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: API.health.url })).statusCode).toBe(200);
  }, 120_000);
});
