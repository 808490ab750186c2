import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { caller, setUpProgramme } from './sampling.fixtures.js';

/** The samples list's days go through the contracts' one calendar-day schema (they once reached SQL). */
describe('sample list days', () => {
  const ctx = useTestApp(['auth', 'sampling']);
  let api: ReturnType<typeof caller>;

  beforeAll(async () => {
    api = caller(ctx.app, await setUpProgramme(ctx.app, ctx.db.kysely));
  }, 60_000);

  it.each([
    ['to', '2026-13-01'],
    ['from', '2026-02-30'],
    ['from', '2025-02-29'],
    ['to', '2026-1-5'],
  ])('refuses %s=%s with a 400 naming the field', async (field, day) => {
    const res = await api.get('planner', `/api2/sampling/samples?module=MRWQM&${field}=${day}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: field,
        message: `${field} must be a day of the calendar written YYYY-MM-DD, for example 2026-01-15.`,
      },
    ]);
  });

  it('lists with real days, a leap day among them', async () => {
    const res = await api.get(
      'planner',
      '/api2/sampling/samples?module=MRWQM&from=2024-02-29&to=2026-12-31',
    );
    expect(res.statusCode).toBe(200);
  });
});
