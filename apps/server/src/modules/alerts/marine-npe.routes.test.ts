import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import {
  alertsOf,
  engineAndIngest,
  openAtOnce,
  seedAlertStation,
} from './alert-engine.test-support.js';

/**
 * Continuous marine (CMWQM) raises NPE alerts as continuous river does, against the marine
 * criteria seeded from the MMWQCS: NPE1 beyond class 2, NPE2 beyond class 3.
 */
describe('continuous marine NPE alerts', () => {
  const ctx = useTestApp(['alerts', 'auth']);
  const h: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedAlertStation(db, {
      id: 'CM01',
      module: 'CMWQM',
      parameters: ['M_NO3', 'M_DO', 'M_TSS'],
      targetClass: '2',
    });
    Object.assign(
      h,
      await signedInAll(ctx, {
        'marine.npe': ['View NPE Alert CMWQM'],
        'marine.exceedance': ['View Exceedance Alert CMWQM'],
      }),
    );
    await openAtOnce(db, ctx.clock.now());
    const { send } = engineAndIngest(db, ctx.clock, ctx.mailer);
    // Nitrate beyond class 3 (both tiers), DO below class 2 only (tier 1), TSS within class 2.
    await send('CM01', { M_NO3: 1.4, M_DO: 4.2, M_TSS: 30 });
  });

  const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: h[who] });

  it('opens NPE1 and NPE2 episodes by tier, not for values within the criteria', async () => {
    const npe = (await alertsOf(ctx.db.kysely, 'CM01'))
      .filter((a) => a.kind === 'npe1' || a.kind === 'npe2')
      .map((a) => `${a.kind} ${a.parameterCode} ${a.limitValue}`)
      .sort();
    expect(npe).toEqual(['npe1 M_DO 5', 'npe1 M_NO3 0.06', 'npe2 M_NO3 1']);
  });

  it('lists them on the CMWQM NPE pages for the NPE role only', async () => {
    const list = await get('/api2/alerts?module=CMWQM&group=npe&scope=pending', 'marine.npe');
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(3);
    expect((await get('/api2/alerts?module=CMWQM&group=npe', 'marine.exceedance')).statusCode).toBe(
      403,
    );
  });

  it('counts them per tier in the counters, only for who may read them', async () => {
    const counters = (await get('/api2/alerts/counters?module=CMWQM', 'marine.npe')).json();
    expect([counters.CMWQMNPE1, counters.CMWQMNPE2, counters.MMWQMNPE1]).toEqual([2, 1, 0]);
    const other = (await get('/api2/alerts/counters?module=CMWQM', 'marine.exceedance')).json();
    expect([other.CMWQMNPE1, other.CMWQMNPE2, other.totalExceedance.total]).toEqual([0, 0, 2]);
  });
});
