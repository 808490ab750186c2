import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, signedInAll, signIn } from '../../test/users.js';
import {
  engineAndIngest,
  openAtOnce,
  RIVER_IIA_STATION,
  seedAlertStation,
} from '../alerts/alert-engine.test-support.js';

describe('home API', () => {
  const ctx = useTestApp(['auth', 'home']);
  const h: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedAlertStation(db, RIVER_IIA_STATION);
    // A second continuous station that never sent anything: a transmission problem.
    await seedAlertStation(db, { id: 'CR02R', module: 'CRWQM', parameters: ['NH3N'] });
    Object.assign(
      h,
      await signedInAll(ctx, {
        handler: ['Update Exceedance Alert CRWQM'],
        viewer: ['View Exceedance Alert CRWQM', 'View Data Transmission Status Alert CRWQM'],
        air: ['Update Exceedance Alert CAQM', 'Map CAQM'],
      }),
    );
    // One value stands for the condition here: open at once, as before episodes had a duration.
    await openAtOnce(db, ctx.clock.now());
    const { send } = engineAndIngest(db, ctx.clock, ctx.mailer);
    await send('CR01R', { NH3N: 0.5, BOD: 7 });
  });

  const home = (who: string) =>
    ctx.app.inject({ method: 'GET', url: '/api2/home', headers: h[who] });

  it('lists the pending alerts an officer may handle, with their counts per module and group', async () => {
    const res = await home('handler');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    // NH3N and BOD exceed class IIA; the NPE alert the same values raise needs an NPE role.
    expect(body.alerts.total).toBe(2);
    expect(body.alerts.items.map((a: { parameterCode: string }) => a.parameterCode).sort()).toEqual(
      ['BOD', 'NH3N'],
    );
    expect(body.alerts.items[0]).toMatchObject({
      module: 'CRWQM',
      group: 'exceedance',
      stationId: 'CR01R',
      stationName: 'CR01R site',
      status: 'open',
    });
    expect(body.alerts.byModule).toEqual([{ module: 'CRWQM', group: 'exceedance', pending: 2 }]);
    expect(body.transmission).toBeNull();
  });

  it('shows no alert to a user who may only view them, or who handles another module', async () => {
    expect((await home('viewer')).json().alerts).toEqual({ total: 0, items: [], byModule: [] });
    expect((await home('air')).json().alerts.total).toBe(0);
  });

  it('lists late and silent stations of the modules whose transmission the user watches', async () => {
    ctx.clock.advance(3 * 3_600_000);
    // Tokens live 15 minutes: sign in again at the new time.
    for (const name of ['viewer', 'air']) h[name] = bearer(await signIn(ctx.app, name));
    const body = (await home('viewer')).json();
    expect(body.transmission.watched).toBe(2);
    expect(columns(body.transmission.problems, 'stationId', 'status')).toEqual([
      ['CR01R', 'down'],
      ['CR02R', 'never'],
    ]);
  });

  it('counts stations per class for the national status, and needs a session', async () => {
    const body = (await home('air')).json();
    expect(body.national.air.map((c: { cls: string }) => c.cls)).toEqual([
      'Good',
      'Moderate',
      'Unhealthy',
      'Very Unhealthy',
      'Hazardous',
      'NA',
    ]);
    // Two river stations, neither with a current class three hours after the last value.
    expect(body.national.river.find((c: { cls: string }) => c.cls === 'NA').count).toBe(2);
    expect((await ctx.app.inject({ method: 'GET', url: '/api2/home' })).statusCode).toBe(401);
  });
});
