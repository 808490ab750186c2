import { computeWqi } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readXlsxRows } from '../exports/read-export.fixtures.js';
import { insertSample, seedReportState, useReportApp } from './reports.fixtures.js';

const TS = '2025-04-10T10:00:00+08:00';

/**
 * A lab result below the detection limit (`<5` BOD) is shown and exported as reported; its
 * reading holds half the limit (2.5), which only the index uses, and the report says so.
 */
describe('sampling report: results below the detection limit', () => {
  const { ctx, get } = useReportApp('censor.officer', ['Report MRWQM']);
  const url = '/api2/reports/mrwqm/sampling?station=MR09C&from=2025-01-01&to=2025-12-31';
  beforeAll(async () => {
    const db = ctx.db.kysely;
    const codes = ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'];
    await seedReportState(db, { code: 'MY-CS', name: 'Censored State' }, [
      ['MR09C', 'MRWQM', codes],
    ]);
    // The reading holds what the computations use: half the limit of `<5`.
    await insertSample(db, 'MR09C', TS, {
      DO_SAT: 90,
      BOD: 2.5,
      COD: 10,
      NH3N: 0.1,
      TSS: 20,
      PH: 7,
    });
    const at = new Date(TS);
    const [sample] = await db
      .insertInto('sample')
      .values({
        code: 'MRWQM-000901',
        module: 'MRWQM',
        stationId: 'MR09C',
        plannedOn: '2025-04-10',
        state: 'published',
        collectedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .execute();
    const lab = { sampleId: sample!.id, origin: 'lab' as const, username: 'lab', enteredAt: at };
    await db
      .insertInto('sampleResult')
      .values([
        {
          ...lab,
          parameterCode: 'BOD',
          reported: '<5',
          value: 5,
          censored: '<',
          detectionLimit: 5,
          unit: 'mg/L',
        },
        { ...lab, parameterCode: 'COD', reported: '10', value: 10, censored: null, unit: 'mg/L' },
      ])
      .execute();
  });

  it('shows <5 as reported, computes the index with 2.5 and says so', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({ BOD: '<5', COD: 10, TSS: 20 });
    const expected = computeWqi({ DO: 90, BOD: 2.5, COD: 10, AN: 0.1, SS: 20, PH: 7 });
    expect(body.rows[0].index).toBeCloseTo(expected.wqi!);
    expect(body.notes).toContain(
      'Results below the detection limit are shown as reported (e.g. <5); means and indices use half the detection limit in their place.',
    );
  });

  it('exports <5 as reported, with the note', async () => {
    const res = await get(`${url}&export=xlsx`, 'ms');
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().downloadlink });
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows).toContainEqual([
      'Bawah had pengesanan',
      'Keputusan di bawah had pengesanan ditunjukkan seperti yang dilaporkan (cth. <5); purata dan indeks menggunakan separuh had pengesanan sebagai gantinya.',
    ]);
    const header = rows.find((r) => r[0] === 'ID Stesen')!;
    const row = rows[rows.indexOf(header) + 1]!;
    expect(row[header.indexOf('Keperluan oksigen biokimia (mg/L)')]).toBe('<5');
    expect(row).not.toContain(2.5);
  });
});
