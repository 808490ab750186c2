import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { SHAH_ALAM, seedMobileUnits } from './mobile.fixtures.js';

/** A deployment's times go through the contracts' one instant schema before any rule reads them. */
describe('mobile deployment times', () => {
  const ctx = useTestApp(['auth', 'mobile']);
  let entry: Record<string, string>;

  beforeAll(async () => {
    await seedMobileUnits(ctx.db.kysely);
    entry = await signedIn(ctx, 'mobile.entry', ['Data Entry MCAQM']);
  });

  it.each(['not a date', '2026-02-30T08:00:00+08:00', '2026-13-01T08:00:00+08:00', '10/01/2026'])(
    'refuses startsAt %j with a 400 naming the field (the period rule once threw on it)',
    async (startsAt) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: API.mobileCreateDeployment.url,
        headers: entry,
        payload: { ...SHAH_ALAM, startsAt },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().issues).toEqual([
        {
          path: 'startsAt',
          message:
            'startsAt must be a date and time of the calendar with its offset, for example 2026-01-15T08:00:00+08:00.',
        },
      ]);
    },
  );

  it('refuses an impossible day in the list query too, and lists with a real one', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${API.mobileDeployments.url}?from=2026-02-30T00:00:00Z`,
      headers: entry,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('from');
    const good = await ctx.app.inject({
      method: 'GET',
      url: `${API.mobileDeployments.url}?from=2026-02-01T00:00:00Z&to=2026-03-01T00:00:00Z`,
      headers: entry,
    });
    expect(good.statusCode).toBe(200);
  });
});
