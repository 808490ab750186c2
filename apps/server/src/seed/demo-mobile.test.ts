import { beforeAll, describe, expect, it } from 'vitest';
import { seedMobileUnits } from '../modules/mobile/mobile.fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { signedIn } from '../test/users.js';
import { loadStationHistory } from './demo-history.js';
import { seedMobileDeployments } from './demo-mobile.js';

describe('demo deployments of the mobile units', () => {
  const ctx = useTestApp(['auth', 'mobile', 'qaqc']);

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

describe('demo history of the mobile units', () => {
  const ctx = useTestApp(['auth', 'mobile', 'qaqc']);
  let officer: Record<string, string>;
  let to: Date;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: officer });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedMobileUnits(db);
    to = new Date(Math.floor(ctx.clock.now().getTime() / 3_600_000) * 3_600_000);
    const range = { from: new Date(to.getTime() - 45 * 86_400_000), to };
    await seedMobileDeployments(db, ctx.clock, range);
    for (const id of ['MCAQM901', 'MCAQM902'])
      await loadStationHistory(db, { id, module: 'MCAQM', locationType: null }, range, null);
    officer = await signedIn(ctx, 'mobile.reviewer', [
      'Data Entry MCAQM',
      'View Flag Details MCAQM',
    ]);
  });

  it('lists stored values for every past campaign', async () => {
    const res = await get('/api2/mobile/deployments');
    expect(res.statusCode).toBe(200);
    const past = (
      res.json().items as { endsAt: string | null; readings: number; place: string }[]
    ).filter((d) => d.endsAt !== null && Date.parse(d.endsAt) < to.getTime());
    expect(past.length).toBeGreaterThanOrEqual(2);
    for (const campaign of past) expect(campaign.readings, campaign.place).toBeGreaterThan(0);
  });

  it('shows the history on the QA/QC values page as it shows live data', async () => {
    const from = new Date(to.getTime() - 2 * 86_400_000).toISOString();
    const res = await get(
      `/api2/qaqc/values?stationId=MCAQM901&parameterCode=PM10&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to.toISOString())}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().values.length).toBeGreaterThanOrEqual(40);
  });
});
