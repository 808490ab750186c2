import { SOJ_ROLES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

describe('generic alert endpoints and the SOJ programme', () => {
  const ctx = useTestApp({ sojSessionMinutes: 30 });
  let sojAlertId = '';

  beforeAll(async () => {
    await seedSojFixture(ctx.db.kysely);
    await createUser(ctx.db.kysely, { username: 'soj.alerts', roles: [...SOJ_ROLES] });
    const [alert] = await ctx.db.kysely
      .insertInto('alert')
      .values({
        episodeKey: 'exceedance|SJ01|DO|2025-02-15',
        kind: 'exceedance',
        module: 'SOJ',
        stationId: 'SJ01',
        stateId: null,
        parameterCode: 'DO',
        averaging: null,
        status: 'open',
        value: 2,
        peakValue: 2,
        limitValue: 4,
        unit: 'mg/L',
        standardVersion: 'test',
        detail: JSON.stringify({}),
        valueAt: new Date('2025-02-15T00:00:00Z'),
        openedAt: new Date('2025-02-15T00:00:00Z'),
        lastSeenAt: new Date('2025-02-15T00:00:00Z'),
        conditionEndedAt: null,
      })
      .returning('id')
      .execute();
    sojAlertId = String(alert!.id);
  });

  it.each([
    ['the alert list', '/api2/alerts?module=SOJ&group=exceedance'],
    ['the alert counters', '/api2/alerts/counters?module=SOJ'],
  ])(
    'refuses %s for module SOJ, even with a valid SOJ session, and points to the SOJ record',
    async (_name, url) => {
      const headers = await sojHeaders(ctx.app, ctx.mailer, 'soj.alerts');
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('SOJ_ALERTS_ELSEWHERE');
      expect(res.json().message).toContain('/eqmp/app/marine/soj/alert/exceedance_alert_record');
    },
  );

  it('answers the refusal in Malay too', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.alerts'));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/alerts?module=SOJ',
      headers: { ...auth, 'accept-language': 'ms' },
    });
    expect(res.json().message).toContain('Rekod Amaran Pelampauan SOJ');
  });

  it('refuses reading or handling an SOJ alert by its id', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.alerts'));
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api2/alerts/${sojAlertId}`,
      headers: auth,
    });
    expect(read.json().code).toBe('SOJ_ALERTS_ELSEWHERE');
    const ack = await ctx.app.inject({
      method: 'POST',
      url: `/api2/alerts/${sojAlertId}/acknowledge`,
      headers: auth,
      payload: {},
    });
    expect(ack.json().code).toBe('SOJ_ALERTS_ELSEWHERE');
    const row = await ctx.db.kysely
      .selectFrom('alert')
      .select('status')
      .where('id', '=', sojAlertId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });
});
