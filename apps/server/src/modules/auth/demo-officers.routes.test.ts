import { API, EXECUTIVE_SUMMARY_API_ENTRIES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { insertStates, insertStation } from '../executive-summary/executive-summary.fixtures.js';
import { DEMO_PASSWORD, ensureDemoOfficers } from './bootstrap.js';

/** The demo's director reads the national summary and every module's maps, and changes nothing. */
describe('the demo director', () => {
  const ctx = useTestApp();
  let headers: Record<string, string>;

  beforeAll(async () => {
    await seedReference(ctx.db.kysely);
    const { Johor } = (await insertStates(ctx.db.kysely, ['Johor'])) as { Johor: number };
    await insertStation(ctx.db.kysely, 'CA01X', 'CAQM', Johor, ['PM10']);
    await insertStation(ctx.db.kysely, 'CR01X', 'CRWQM', Johor, ['BOD']);
    await insertStation(ctx.db.kysely, 'MM01X', 'MMWQM', Johor, [], { locationType: 'COASTAL' });
    expect(await ensureDemoOfficers(ctx.db.kysely)).toContain('director');
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'director', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    headers = { authorization: `Bearer ${login.json().token}` };
  });

  it('sees the index overview of air, river and marine water', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: EXECUTIVE_SUMMARY_API_ENTRIES.esIndexOverview.url,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .media.map((m: { medium: string }) => m.medium)
        .sort(),
    ).toEqual(['air', 'marine', 'river']);
  });

  it('is refused a user list', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.adminUsers.url, headers });
    expect(res.statusCode).toBe(403);
  });
});
