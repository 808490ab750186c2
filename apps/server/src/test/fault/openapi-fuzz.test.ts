import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.js';
import { fuzzOpenApi } from './openapi-fuzz.js';
import { FUZZ_GATEWAY_KEY, fuzzCaller, leftOut } from './fuzz.test-support.js';

/**
 * The CI run of the OpenAPI fuzzer: a fixed seed, as an admin holding every role with an SOJ
 * session (and a station's and the SMS gateway's keys for the routes that take those), one
 * malformed value for each operation × place × kind of field, no answer of 500 or more, and no
 * planned cell left unreached behind access control. The long run (every malformed value in
 * every field) is `npm run bench:fuzz`, with its figures in bench/README.md.
 */
describe('OpenAPI fuzz (CI seed)', () => {
  const ctx = useTestApp('every', { smsGatewayKey: FUZZ_GATEWAY_KEY });
  let caller: Awaited<ReturnType<typeof fuzzCaller>>;

  beforeAll(async () => {
    caller = await fuzzCaller(ctx.app, ctx.db.kysely, ctx.mailer);
  });

  it('reaches every operation × field kind without one 5xx, and stays healthy', async () => {
    const result = await fuzzOpenApi(ctx.app, { seed: 14, ...caller, skip: leftOut });
    expect(result.failures).toEqual([]);
    expect(result.unreached).toEqual([]);
    expect(result.cells).toBeGreaterThan(1000);
    expect((await ctx.app.inject({ method: 'GET', url: API.health.url })).statusCode).toBe(200);
  }, 240_000);
});
