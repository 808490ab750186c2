import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { multipartFile, PNG } from '../inventory/inventory.fixtures.js';
import { caller, setUpProgramme } from './sampling.fixtures.js';

/** An XLSX workbook with one sheet of these rows, as a lab's spreadsheet. */
async function xlsx(rows: readonly (readonly (string | number | Date)[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const ctx = useTestApp(['auth', 'sampling']);
let api: ReturnType<typeof caller>;
let samples: { id: number; code: string }[] = [];
const field = (id: number, date: string, time: string, language = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api2/sampling/samples/${id}/field`,
    headers: { ...headersOf('field'), 'accept-language': language },
    payload: { date, time, weather: 'cloudy' },
  });
let headersOf: (who: string) => Record<string, string>;

beforeAll(async () => {
  const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
  headersOf = (who) => headers[who as keyof typeof headers];
  api = caller(ctx.app, headers);
  await api.post('planner', '/api2/sampling/schedules', {
    module: 'MRWQM',
    stationId: 'MR01T',
    frequency: 'weekly',
    team: 'A',
    startsOn: '05/01/2026',
    endsOn: '26/01/2026',
  });
  samples = (await api.get('field', '/api2/sampling/samples?module=MRWQM')).json().items;
  samples.sort((a, b) => a.id - b.id);
}, 60_000);

describe('manual programme forms: the spec §5 date and time rules', () => {
  it.each([
    ['1000', 'Incorrect time format'],
    ['10', 'Incorrect time format'],
    ['25:00', 'Incorrect time format'],
    ['ab:cd', 'Incorrect time format'],
  ])('refuses the time %j: %s', async (time, message) => {
    const res = await field(samples[0]!.id, '05/01/2026', time);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INCORRECT_TIME_FORMAT', message });
  });

  it('says it in Malay too', async () => {
    const res = await field(samples[0]!.id, '05/01/2026', '9.30', 'ms');
    expect(res.json()).toEqual({
      code: 'INCORRECT_TIME_FORMAT',
      message: 'Format masa tidak betul',
    });
  });

  it.each([
    ['2026-01-05', 'INCORRECT_DATE_FORMAT'],
    ['5/1/2026', 'INCORRECT_DATE_FORMAT'],
    ['31/02/2026', 'INVALID_DATE'],
  ])('refuses the date %j (%s)', async (date, code) => {
    const res = await field(samples[0]!.id, date, '10:00');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });

  it('cuts a time longer than 8 characters to 8 and rounds it to :00 or :30', async () => {
    const res = await field(samples[0]!.id, '05/01/2026', '10:44:59.999');
    expect(res.statusCode).toBe(200);
    // 10:44:59 rounds to 10:30 local time.
    expect(res.json().collectedAt).toBe('2026-01-05T02:30:00.000Z');
  });

  it('gives a 5-character time ":00" and refuses a second sample at the same station and time', async () => {
    const res = await field(samples[1]!.id, '05/01/2026', '10:40');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SAMPLE_TIME_TAKEN');
    const ok = await field(samples[1]!.id, '12/01/2026', '08:00');
    expect(ok.json().collectedAt).toBe('2026-01-12T00:00:00.000Z');
  });

  it('refuses a visit later than now beyond the half-hour slack, in the caller’s language', async () => {
    // The clock stands at 15/01/2026 08:00; 09:00 has not happened yet.
    const later = await field(samples[2]!.id, '15/01/2026', '09:00', 'ms');
    expect(later.statusCode).toBe(400);
    expect(later.json()).toMatchObject({
      code: 'SAMPLE_TIME_FUTURE',
      message: 'Masa lawatan lebih lewat daripada sekarang: rekod lawatan selepas ia berlaku.',
    });
    const tomorrow = await field(samples[2]!.id, '16/01/2026', '07:00');
    expect(tomorrow.json().code).toBe('SAMPLE_TIME_FUTURE');
  });

  it('refuses a plan whose dates break the rules, and a plan too long', async () => {
    const plan = (startsOn: string, endsOn: string, frequency = 'monthly') =>
      api.post('planner', '/api2/sampling/schedules', {
        module: 'MRWQM',
        stationId: 'MR01T',
        frequency,
        team: 'A',
        startsOn,
        endsOn,
      });
    expect((await plan('2026-02-01', '01/03/2026')).json().code).toBe('INCORRECT_DATE_FORMAT');
    expect((await plan('30/02/2026', '01/03/2026')).json().code).toBe('INVALID_DATE');
    const long = await plan('01/01/2026', '31/12/2027', 'weekly');
    expect(long.json()).toEqual({
      code: 'SAMPLING_PLAN_TOO_LONG',
      message: 'A plan can hold at most 62 visits. Choose a shorter period or a lower frequency.',
    });
  });
});

describe('manual programme forms: custody on the real endpoints', () => {
  it('allows only the moves of the state machine, the lab’s by the lab', async () => {
    const id = samples[0]!.id;
    // Collected, not yet handed over: the lab cannot receive it.
    expect(
      (await api.post('lab', `/api2/sampling/samples/${id}/moves`, { to: 'received' })).json().code,
    ).toBe('SAMPLE_MOVE_INVALID');
    expect(
      (await api.post('field', `/api2/sampling/samples/${id}/moves`, { to: 'in_transit' }))
        .statusCode,
    ).toBe(200);
    // Review is a month decision on the validation page, never a direct move.
    expect(
      (await api.post('reviewer', `/api2/sampling/samples/${id}/moves`, { to: 'reviewed' })).json()
        .code,
    ).toBe('SAMPLE_MOVE_INVALID');
    const rejected = await api.post('lab', `/api2/sampling/samples/${id}/moves`, {
      to: 'rejected',
      note: 'Bottle broken',
    });
    expect(rejected.json()).toMatchObject({ state: 'rejected', allowedMoves: [] });
    expect(rejected.json().events.at(-1)).toMatchObject({
      to: 'rejected',
      username: 'lab',
      note: 'Bottle broken',
    });
  });

  it('invalidates a verified sample’s values through the QA/QC engine', async () => {
    const id = samples[1]!.id;
    await api.post('field', `/api2/sampling/samples/${id}/moves`, { to: 'in_transit' });
    await api.put('lab', `/api2/sampling/samples/${id}/results`, {
      results: [{ parameterCode: 'BOD', value: '3' }],
    });
    expect((await api.post('lab', `/api2/sampling/samples/${id}/verify`)).statusCode).toBe(200);
    const res = await api.post('reviewer', `/api2/sampling/samples/${id}/moves`, {
      to: 'invalidated',
      nullReason: 'AQ',
      note: 'Sample taken downstream of the outfall',
    });
    expect(res.json().state).toBe('invalidated');
    const state = await ctx.db.kysely
      .selectFrom('readingState')
      .select(['validity', 'nullReason'])
      .where('stationId', '=', 'MR01T')
      .where('parameterCode', '=', 'BOD')
      .executeTakeFirstOrThrow();
    expect(state).toEqual({ validity: -1, nullReason: 'AQ' });
    const change = await ctx.db.kysely
      .selectFrom('readingChange')
      .select(['kind', 'reason', 'username'])
      .where('parameterCode', '=', 'BOD')
      .executeTakeFirstOrThrow();
    expect(change).toEqual({
      kind: 'validity',
      reason: 'Sample taken downstream of the outfall',
      username: 'reviewer',
    });
  });
});

describe('manual programme forms: field photos, checked by their bytes', () => {
  it('keeps a PNG and refuses a text file named .jpg', async () => {
    const id = samples[2]!.id;
    const ok = await api.upload(
      'field',
      `/api2/sampling/samples/${id}/photos`,
      multipartFile(PNG, 'site.png', 'image/png'),
    );
    expect(ok.json()).toMatchObject({
      contentType: 'image/png',
      size: PNG.length,
      username: 'field',
    });
    const bad = await api.upload(
      'field',
      `/api2/sampling/samples/${id}/photos`,
      multipartFile(Buffer.from('not a picture'), 'site.jpg', 'image/jpeg'),
    );
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe('Only JPEG, PNG or WebP photos are accepted.');
    const read = await api.get('reviewer', `/api2/sampling/photos/${ok.json().id}`);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('manual programme forms: an XLSX lab batch with QC samples', () => {
  it('maps its columns, stores results and QC, and a failed duplicate adds QX to the batch’s results', async () => {
    const [a, b] = [samples[2]!, samples[3]!];
    for (const [s, date] of [
      [a, '13/01/2026'],
      [b, '14/01/2026'],
    ] as const)
      await api.post('field', `/api2/sampling/samples/${s.id}/field`, {
        date,
        time: '09:00',
        weather: 'sunny',
        dispatch: true,
      });
    const batch = (
      await api.post('lab', '/api2/sampling/batches', {
        module: 'MRWQM',
        lab: 'L',
        reference: 'X1',
      })
    ).json();
    const file = await xlsx([
      ['Kod sampel', 'Parameter', 'Keputusan', 'QC', 'Tarikh analisis'],
      [a.code, 'NH3N', '0.40', '', new Date(Date.UTC(2026, 0, 21))],
      [b.code, 'NH3N', '0.30', '', '22/01/2026'],
      [a.code, 'NH3N', '0.60', 'DUP', ''],
      ['', 'NH3N', '0.01', 'MB', ''],
      [b.code, 'NH3N', 'abc', '', ''],
    ]);
    const upload = await api.upload(
      'lab',
      `/api2/sampling/imports?module=MRWQM&batchId=${batch.id}`,
      multipartFile(
        file,
        'lab.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    );
    expect(upload.statusCode).toBe(200);
    expect(await loggedActions(ctx.db.kysely, 'lab_import', upload.json().id)).toEqual(['upload']);
    expect(upload.json()).toMatchObject({
      rows: 5,
      firstRows: [
        [a.code, 'NH3N', '0.40', '', '21/01/2026'],
        expect.anything(),
        expect.anything(),
        expect.anything(),
        expect.anything(),
      ],
    });
    const mapping = {
      sampleCode: 'Kod sampel',
      parameter: 'Parameter',
      value: 'Keputusan',
      qcType: 'QC',
      analysedOn: 'Tarikh analisis',
    };
    const confirm = (
      await api.post('lab', `/api2/sampling/imports/${upload.json().id}/confirm`, { mapping })
    ).json();
    expect(confirm).toMatchObject({ results: 2, qc: 2, samples: 2 });
    expect(confirm.rejected).toEqual([
      {
        row: 6,
        problems: [
          {
            field: 'value',
            code: 'valueUnreadable',
            message: 'The value cannot be read: write a number, <limit, >limit or ND.',
          },
        ],
      },
    ]);
    const detail = (await api.get('lab', `/api2/sampling/batches/${batch.id}`)).json();
    // |0.60 − 0.40| / 0.50 · 100 = 40 % > 20 %: the duplicate fails; the blank 0.01 ≤ MDL 0.01 passes.
    expect(columns(detail.qc, 'kind', 'verdict', 'measure')).toEqual([
      ['duplicate', 'fail', 40],
      ['method_blank', 'pass', 0.01],
    ]);
    expect(detail).toMatchObject({ samples: 2, qcFailed: 1 });
    const result = (await api.get('lab', `/api2/sampling/samples/${b.id}`)).json().results[0];
    expect(result).toMatchObject({
      parameterCode: 'NH3N',
      qualifiers: ['QX'],
      analysedOn: '2026-01-22',
    });
    const first = (await api.get('lab', `/api2/sampling/samples/${a.id}`)).json().results[0];
    expect(first.analysedOn).toBe('2026-01-21');
  });
});
