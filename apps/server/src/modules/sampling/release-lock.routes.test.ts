import { beforeAll, describe, expect, it } from 'vitest';
import { addApprovedRange } from '../../test/approvals.js';
import { useTestApp } from '../../test/test-app.js';
import { caller, oneRiverSampleAtLab, setUpProgramme } from './sampling.fixtures.js';

// The test clock stands at 15 January 2026, 08:00 in Kuala Lumpur.
describe('lab results never land in approved data', () => {
  const ctx = useTestApp(['auth', 'sampling']);
  let api: ReturnType<typeof caller>;
  let sampleId = 0;

  beforeAll(async () => {
    const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
    api = caller(ctx.app, headers);
    sampleId = await oneRiverSampleAtLab(
      api,
      [{ parameterCode: 'PH', value: '7.1' }],
      [{ parameterCode: 'BOD', value: '7' }],
    );
  }, 60_000);

  it('refuses to release a sample whose time an approved range covers, and stores none of it', async () => {
    const db = ctx.db.kysely;
    await addApprovedRange(db, {
      username: 'lock.approver',
      stationId: 'MR01T',
      from: '2026-01-01T00:00:00+08:00',
      to: '2026-02-01T00:00:00+08:00',
      at: '2026-01-14T00:00:00+08:00',
    });
    const verify = await api.post('lab', `/api2/sampling/samples/${sampleId}/verify`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().code).toBe('QAQC_LOCKED');
    const stored = await db
      .selectFrom('reading')
      .select('parameterCode')
      .where('stationId', '=', 'MR01T')
      .where('parameterCode', '=', 'BOD')
      .execute();
    expect(stored).toEqual([]);
  });
});
