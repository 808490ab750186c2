import {
  DEFAULT_MARINE_CURVE_SETS,
  DEFAULT_WQI_SETTINGS,
  DEFAULT_API_TABLES,
  sampleIndex,
} from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { seedStandards } from '../calculators/index.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';
import { caller, csv, setUpProgramme, signInPeople } from './sampling.fixtures.js';

// A month of a manual river programme, planned, sampled, analysed, validated and reported.
// The test clock stands at 15 January 2026, 08:00 in Kuala Lumpur.
const ctx = useTestApp(['auth', 'reports', 'sampling']);
let api: ReturnType<typeof caller>;
let people: Record<string, Record<string, string>> = {};
const codes: string[] = [];
const ids: number[] = [];

beforeAll(async () => {
  const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
  await seedStandards(ctx.db.kysely);
  api = caller(ctx.app, headers);
  people = headers;
}, 60_000);

describe('manual river programme: planning and field visits', () => {
  it('plans monthly visits of a station and shows them in the progress', async () => {
    const res = await api.post('planner', '/api2/sampling/schedules', {
      module: 'MRWQM',
      stationId: 'MR01T',
      frequency: 'monthly',
      team: 'Team A',
      startsOn: '10/01/2026',
      endsOn: '10/03/2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ visits: 3, startsOn: '2026-01-10', endsOn: '2026-03-10' });
    const list = await api.get('planner', '/api2/sampling/samples?module=MRWQM&pageSize=10');
    // The planner may not open the tracking list? Sampling Schedule is one of its roles.
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: number; code: string; plannedOn: string }[];
    expect(items.map((i) => i.plannedOn).sort()).toEqual([
      '2026-01-10',
      '2026-02-10',
      '2026-03-10',
    ]);
    for (const i of [...items].sort((a, b) => a.plannedOn.localeCompare(b.plannedOn))) {
      ids.push(i.id);
      codes.push(i.code);
    }
    expect(codes[0]).toMatch(/^MRWQM-\d{6}$/);
    const progress = (
      await api.get('planner', '/api2/sampling/progress?module=MRWQM&year=2026')
    ).json();
    expect(
      progress.months.map((m: { month: string; planned: number }) => [m.month, m.planned]),
    ).toEqual([
      ['2026-01', 1],
      ['2026-02', 1],
      ['2026-03', 1],
    ]);
  });

  it('records the visit with the spec’s time rules and sends the sample to the lab', async () => {
    const res = await api.post('field', `/api2/sampling/samples/${ids[0]}/field`, {
      date: '10/01/2026',
      time: '10:14',
      weather: 'sunny',
      observations: 'Clear water, low flow',
      readings: [
        { parameterCode: 'DO_SAT', value: '85' },
        { parameterCode: 'PH', value: '7.1' },
        { parameterCode: 'WTEMP', value: '28.5' },
      ],
      dispatch: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 10:14 rounds to 10:00 local time.
    expect(body).toMatchObject({ state: 'in_transit', collectedAt: '2026-01-10T02:00:00.000Z' });
    expect(body.events.map((e: { to: string; username: string }) => [e.to, e.username])).toEqual([
      ['planned', 'planner'],
      ['collected', 'field'],
      ['in_transit', 'field'],
    ]);
    expect(body.results.map((r: { parameterCode: string; origin: string }) => r.origin)).toEqual([
      'field',
      'field',
      'field',
    ]);
  });

  it('records a missed visit as not collected with its reason', async () => {
    const res = await api.post('field', `/api2/sampling/samples/${ids[2]}/missed`, {
      reason: 'Access road flooded',
    });
    expect(res.statusCode).toBe(200);
    const sample = (await api.get('field', `/api2/sampling/samples/${ids[2]}`)).json();
    expect(sample).toMatchObject({
      state: 'not_collected',
      notCollectedReason: 'Access road flooded',
    });
    expect(sample.allowedMoves).toEqual([]);
    const again = await api.post('field', `/api2/sampling/samples/${ids[2]}/missed`, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('manual river programme: the lab batch import', () => {
  it('imports a lab batch: nothing before the confirmation, the good rows then, each bad row reported', async () => {
    const batch = await api.post('lab', '/api2/sampling/batches', {
      module: 'MRWQM',
      lab: 'Jabatan Kimia Malaysia',
      reference: 'JKM/2026/001',
      receivedOn: '11/01/2026',
    });
    expect(batch.statusCode).toBe(200);
    const file = multipartFile(
      csv([
        ['Sample No', 'Analyte', 'Result', 'MDL', 'Method'],
        [codes[0]!, 'BOD', '7', '1', 'APHA 5210 B'],
        [codes[0]!, 'COD', '12', '5', 'APHA 5220 C'],
        [codes[0]!, 'NH3N', '<0.05', '0.05', 'APHA 4500-NH3 F'],
        [codes[0]!, 'TSS', '18', '1', 'APHA 2540 D'],
        [codes[0]!, 'XYZ', '1', '', ''],
        ['MRWQM-999999', 'BOD', '1', '', ''],
      ]),
      'jkm.csv',
      'text/csv',
    );
    const upload = await api.upload(
      'lab',
      `/api2/sampling/imports?module=MRWQM&batchId=${batch.json().id}`,
      file,
    );
    expect(upload.statusCode).toBe(200);
    const kept = upload.json();
    expect(kept).toMatchObject({
      rows: 6,
      headers: ['Sample No', 'Analyte', 'Result', 'MDL', 'Method'],
    });
    expect(kept.suggested).toMatchObject({
      sampleCode: 'Sample No',
      parameter: 'Analyte',
      value: 'Result',
      detectionLimit: 'MDL',
      method: 'Method',
    });
    const mapping = kept.suggested;
    const preview = await api.post('lab', `/api2/sampling/imports/${kept.id}/preview`, { mapping });
    expect(preview.json()).toMatchObject({ good: 4, bad: 2 });
    expect(
      preview
        .json()
        .rows.filter((r: { ok: boolean }) => !r.ok)
        .map((r: { row: number; problems: { message: string }[] }) => [
          r.row,
          r.problems[0]!.message,
        ]),
    ).toEqual([
      [6, 'The parameter is not in the catalogue.'],
      [7, 'No sample has this code in this programme.'],
    ]);
    // The preview stored nothing.
    const before = (await api.get('lab', `/api2/sampling/samples/${ids[0]}`)).json();
    expect(before.results.filter((r: { origin: string }) => r.origin === 'lab')).toHaveLength(0);
    expect(before.state).toBe('in_transit');

    const confirm = await api.post('lab', `/api2/sampling/imports/${kept.id}/confirm`, {
      mapping,
      saveAs: 'JKM standard',
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ results: 4, samples: 1, qc: 0 });
    expect(confirm.json().rejected.map((r: { row: number }) => r.row)).toEqual([6, 7]);
    const after = (await api.get('lab', `/api2/sampling/samples/${ids[0]}`)).json();
    expect(after.state).toBe('in_analysis');
    expect(after.events.map((e: { to: string }) => e.to).slice(-2)).toEqual([
      'received',
      'in_analysis',
    ]);
    const nh3 = after.results.find((r: { parameterCode: string }) => r.parameterCode === 'NH3N');
    expect(nh3).toMatchObject({
      reported: '<0.05',
      value: 0.05,
      censored: '<',
      detectionLimit: 0.05,
      method: 'APHA 4500-NH3 F',
    });
    // Confirmed once only; the mapping is saved for the next file.
    expect(
      (await api.post('lab', `/api2/sampling/imports/${kept.id}/confirm`, { mapping })).statusCode,
    ).toBe(409);
    const saved = (await api.get('lab', '/api2/sampling/mappings?module=MRWQM')).json();
    expect(saved.map((m: { name: string }) => m.name)).toEqual(['JKM standard']);
  });
});

describe('manual river programme: lab verification, review and approval', () => {
  it('verifies the results at the lab: they enter the measurements, below the limit as half of it', async () => {
    expect((await api.post('lab', `/api2/sampling/samples/${ids[0]}/verify`)).statusCode).toBe(200);
    const readings = await ctx.db.kysely
      .selectFrom('reading')
      .leftJoin('readingState', (j) =>
        j
          .onRef('readingState.stationId', '=', 'reading.stationId')
          .onRef('readingState.parameterCode', '=', 'reading.parameterCode')
          .onRef('readingState.ts', '=', 'reading.ts'),
      )
      .select([
        'reading.parameterCode',
        'reading.value',
        'reading.source',
        'reading.autoValidity',
        'readingState.qualifiers',
      ])
      .where('reading.stationId', '=', 'MR01T')
      .orderBy('reading.parameterCode')
      .execute();
    expect(readings.map((r) => [r.parameterCode, r.value, r.source])).toEqual([
      ['BOD', 7, 'manual'],
      ['COD', 12, 'manual'],
      ['DO_SAT', 85, 'manual'],
      ['NH3N', 0.025, 'manual'],
      ['PH', 7.1, 'manual'],
      ['TSS', 18, 'manual'],
      ['WTEMP', 28.5, 'manual'],
    ]);
    expect(readings.find((r) => r.parameterCode === 'NH3N')).toMatchObject({
      autoValidity: 3,
      qualifiers: ['MD'],
    });
  });

  it('reviews and approves the month on the QA/QC engine’s rules, then reports it approved with its class', async () => {
    const month = { module: 'MRWQM', month: '2026-01', stationIds: ['MR01T'] };
    // The lab's own results: another officer must review them (the lab holds no QA/QC role anyway).
    expect((await api.post('lab', '/api2/sampling/validation/review', month)).statusCode).toBe(403);
    const pending = (
      await api.get('reviewer', '/api2/sampling/validation?module=MRWQM&month=2026-01')
    ).json();
    expect(pending.stations[0]).toMatchObject({
      stationId: 'MR01T',
      stage: 'review',
      level: 'provisional',
    });
    expect(pending.stations[0].submitters).toEqual(['lab']);
    // Approving before review names what is missing, in the caller's language.
    const early = await api.post('reviewer', '/api2/sampling/validation/approve', month);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SAMPLING_NOTHING_TO_DO');
    const waiting = codes.filter((code) => early.json().message.includes(code));
    expect(waiting.length).toBeGreaterThan(0);
    expect(early.json().message).toBe(
      `These samples are not reviewed yet (level 2): ${waiting.join(', ')}. Review them first.`,
    );
    const malay = await ctx.app.inject({
      method: 'POST',
      url: '/api2/sampling/validation/approve',
      headers: { ...people.reviewer, 'accept-language': 'ms' },
      payload: month,
    });
    expect(malay.json().message).toBe(
      `Sampel ini belum disemak (tahap 2): ${waiting.join(', ')}. Semak dahulu.`,
    );
    expect((await api.post('reviewer', '/api2/sampling/validation/review', month)).json()).toEqual({
      stations: 1,
      samples: 1,
    });
    const self = await api.post('reviewer', '/api2/sampling/validation/approve', month);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('QAQC_SELF_APPROVAL');
    expect((await api.post('approver', '/api2/sampling/validation/approve', month)).json()).toEqual(
      { stations: 1, samples: 1 },
    );
    expect((await api.post('approver', '/api2/sampling/validation/publish', month)).json()).toEqual(
      { stations: 1, samples: 1 },
    );

    const expected = sampleIndex(
      'MRWQM',
      { DO_SAT: 85, PH: 7.1, WTEMP: 28.5, BOD: 7, COD: 12, NH3N: 0.025, TSS: 18 },
      {
        wqi: DEFAULT_WQI_SETTINGS,
        marine: DEFAULT_MARINE_CURVE_SETS,
        apiTables: DEFAULT_API_TABLES,
      },
      null,
    );
    const report = (
      await api.get('reviewer', '/api2/reports/mrwqm/monthly?station=MR01T&year=2026')
    ).json();
    // The reviewer holds no Report role.
    expect(report.code).toBe('FORBIDDEN');
    const monthly = (
      await api.get('reader', '/api2/reports/mrwqm/monthly?station=MR01T&year=2026')
    ).json();
    expect(monthly.rows).toHaveLength(1);
    expect(monthly.rows[0]).toMatchObject({
      month: '2026-01',
      samples: 1,
      BOD: 7,
      NH3N: 0.025,
      indexClass: expected.category,
    });
    expect(monthly.parameters.find((p: { label: string }) => p.label === 'Data level').value).toBe(
      'Approved',
    );

    const sample = (await api.get('approver', `/api2/sampling/samples/${ids[0]}`)).json();
    expect(sample.state).toBe('published');
    expect(sample.index).toEqual(expected);
    expect(
      sample.events.map((e: { to: string; username: string }) => `${e.to}:${e.username}`).slice(-4),
    ).toEqual(['lab_verified:lab', 'reviewed:reviewer', 'approved:approver', 'published:approver']);
  });
});

describe('manual river programme: exceedances, the latest sample and separation of duties', () => {
  it('records the approved sample’s exceedance of its class and its NPE', async () => {
    const alerts = await ctx.db.kysely
      .selectFrom('alert')
      .select(['kind', 'module', 'parameterCode', 'value', 'valueAt'])
      .where('stationId', '=', 'MR01T')
      .orderBy('kind')
      .execute();
    const bod = alerts.filter((a) => a.parameterCode === 'BOD');
    expect(bod.map((a) => a.kind)).toEqual(['exceedance', 'npe1']);
    expect(
      bod.every((a) => a.value === 7 && a.valueAt.toISOString() === '2026-01-10T02:00:00.000Z'),
    ).toBe(true);
    // Judged right after the approval's commit, through its pending record, which is gone.
    expect(await ctx.db.kysely.selectFrom('alertPendingApproval').selectAll().execute()).toEqual(
      [],
    );
  });

  it('shows the station’s latest sample, values, index and level in manual monitoring', async () => {
    const res = await api.get('summary', '/api2/sampling/monitoring?module=MRWQM');
    expect(res.statusCode).toBe(200);
    const row = res.json().rows.find((r: { stationId: string }) => r.stationId === 'MR01T');
    expect(row).toMatchObject({
      sampleCode: codes[0],
      state: 'published',
      level: 'approved',
      // NH3N reported <0.05: the index uses half the limit, the page shows it as reported.
      values: { BOD: 7, NH3N: 0.025 },
      shown: { NH3N: '<0.05' },
      nextPlannedOn: '2026-02-10',
      missedThisYear: 1,
    });
  });

  it('keeps requester and approver apart: who enters or verifies results neither reviews nor approves them', async () => {
    // The February visit is recorded once February's day has come.
    ctx.clock.advance(Date.parse('2026-02-10T12:00:00+08:00') - ctx.clock.now().getTime());
    api = caller(ctx.app, await signInPeople(ctx.app));
    await api.post('allRound', `/api2/sampling/samples/${ids[1]}/field`, {
      date: '10/02/2026',
      time: '09:30',
      weather: 'cloudy',
      dispatch: true,
    });
    const entered = await api.put('allRound', `/api2/sampling/samples/${ids[1]}/results`, {
      results: [
        { parameterCode: 'BOD', value: '2' },
        { parameterCode: 'COD', value: '9', detectionLimit: 5, detectionLimitType: 'MDL' },
      ],
    });
    expect(entered.statusCode).toBe(200);
    expect((await api.post('allRound', `/api2/sampling/samples/${ids[1]}/verify`)).statusCode).toBe(
      200,
    );
    const month = { module: 'MRWQM', month: '2026-02', stationIds: ['MR01T'] };
    const own = await api.post('allRound', '/api2/sampling/validation/review', month);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'SAMPLING_OWN_RESULTS',
      message:
        'You entered or verified these results, so another officer must review and approve them.',
    });
    expect((await api.post('reviewer', '/api2/sampling/validation/review', month)).statusCode).toBe(
      200,
    );
    expect(
      (await api.post('allRound', '/api2/sampling/validation/approve', month)).json().code,
    ).toBe('SAMPLING_OWN_RESULTS');
    expect(
      (await api.post('approver', '/api2/sampling/validation/approve', month)).statusCode,
    ).toBe(200);
  });
});
