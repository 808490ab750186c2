import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createAlertEngine } from '../alerts/index.js';
import { seedStandards } from '../calculators/index.js';
import { caller, oneRiverSampleAtLab, PEOPLE, setUpProgramme } from './sampling.fixtures.js';
import { createValidationService } from './validation.service.js';

// A month of a manual river station approved, and the instance stopping right after the commit.
// The test clock stands at 15 January 2026, 08:00 in Kuala Lumpur.
describe('alerts of an approval survive a crash right after its commit', () => {
  const ctx = useTestApp(['auth', 'sampling']);
  let api: ReturnType<typeof caller>;
  const month = { module: 'MRWQM' as const, month: '2026-01', stationIds: ['MR01T'] };

  beforeAll(async () => {
    const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
    await seedStandards(ctx.db.kysely);
    api = caller(ctx.app, headers);
    const id = await oneRiverSampleAtLab(
      api,
      [
        { parameterCode: 'DO_SAT', value: '85' },
        { parameterCode: 'PH', value: '7.1' },
      ],
      [
        { parameterCode: 'BOD', value: '7' },
        { parameterCode: 'COD', value: '12' },
      ],
    );
    expect((await api.post('lab', `/api2/sampling/samples/${id}/verify`)).statusCode).toBe(200);
    expect((await api.post('reviewer', '/api2/sampling/validation/review', month)).statusCode).toBe(
      200,
    );
  }, 60_000);

  const db = () => ctx.db.kysely;
  const alerts = () =>
    db()
      .selectFrom('alert')
      .select(['id', 'kind', 'parameterCode', 'value'])
      .where('stationId', '=', 'MR01T')
      .orderBy('id')
      .execute();
  const pending = () => db().selectFrom('alertPendingApproval').selectAll().execute();

  it('records the approval as pending its alerts in the approval’s own transaction', async () => {
    const approver = await db()
      .selectFrom('appUser')
      .select(['id', 'username'])
      .where('username', '=', 'approver')
      .executeTakeFirstOrThrow();
    // The approval commits and the instance stops: the post-commit step never runs.
    const validation = createValidationService({ db: db(), clock: ctx.clock });
    const done = await validation.decide('approve', month, {
      userId: approver.id,
      username: approver.username,
      sessionId: 'crashed',
      ticked: PEOPLE.approver,
    });
    expect(done).toEqual({ stations: 1, samples: 1 });
    expect(await alerts()).toEqual([]);
    const rows = await pending();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stationId: 'MR01T',
      at: new Date('2026-01-10T02:00:00.000Z'),
      sampleValues: expect.objectContaining({ BOD: 7, COD: 12 }),
    });
  });

  it('opens every exceedance and NPE at the next sweep, and never twice', async () => {
    const engine = createAlertEngine({ db: db(), clock: ctx.clock, notifier: null, log: () => {} });
    await engine.sweep();
    const opened = await alerts();
    const bod = opened.filter((a) => a.parameterCode === 'BOD');
    expect(bod.map((a) => [a.kind, a.value])).toEqual([
      ['exceedance', 7],
      ['npe1', 7],
    ]);
    expect(await pending()).toEqual([]);
    ctx.clock.advance(60_000);
    await engine.sweep();
    await engine.sweep();
    expect(await alerts()).toEqual(opened);
  });
});
