import { describe, expect, it } from 'vitest';
import { seedMobileUnits } from '../modules/mobile/mobile.fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { seedMobileDeployments } from './demo-mobile.js';

describe('demo deployments of the mobile units', () => {
  const ctx = useTestApp();

  it('records campaigns near each unit and its current stay at base, through the service, once', async () => {
    const db = ctx.db.kysely;
    await seedMobileUnits(db);
    const to = ctx.clock.now();
    const range = { from: new Date(to.getTime() - 92 * 86_400_000), to };
    const made = await seedMobileDeployments(db, ctx.clock, range);
    const rows = await db
      .selectFrom('mobileDeployment')
      .selectAll()
      .orderBy('stationId')
      .orderBy('startsAt')
      .execute();
    expect(rows).toHaveLength(made);
    for (const unit of ['MCAQM901', 'MCAQM902']) {
      const own = rows.filter((r) => r.stationId === unit);
      // About one campaign every three weeks over three months, then the stay at base.
      expect(own.length).toBeGreaterThanOrEqual(4);
      expect(own.at(-1)).toMatchObject({ endsAt: null, createdBy: 'demo.mobile' });
      for (let i = 1; i < own.length; i++)
        expect(own[i]!.startsAt.getTime()).toBeGreaterThanOrEqual(own[i - 1]!.endsAt!.getTime());
      expect(own.every((r) => r.startsAt.getTime() >= range.from.getTime())).toBe(true);
    }
    const logged = await db
      .selectFrom('activityLog')
      .select('id')
      .where('entity', '=', 'mobile_deployment')
      .execute();
    expect(logged).toHaveLength(made);
    expect(await seedMobileDeployments(db, ctx.clock, range)).toBe(0);
  });
});
