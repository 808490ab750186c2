import { SAMPLING_API_ENTRIES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { multipartFile, PNG } from '../inventory/inventory.fixtures.js';
import { caller, csv, setUpProgramme, type Person } from './sampling.fixtures.js';

type Who = Person | 'admin';
interface Row {
  readonly name: keyof typeof SAMPLING_API_ENTRIES;
  readonly call: (who: Who) => Promise<{ statusCode: number; json: () => { code?: string } }>;
  /** People the handler lets through (any answer but 401 and 403). */
  readonly allowed: readonly Who[];
  /** People refused with 403: the wrong function, or the right function of another module. */
  readonly refused: readonly Who[];
}

const ctx = useTestApp(['auth', 'sampling']);
let api: ReturnType<typeof caller>;
const ids = { sample: 0, other: 0, batch: 0, import: 0, photo: 0 };
const body = { module: 'MRWQM', month: '2026-01', stationIds: ['MR01T'] };
const rows: Row[] = [];

const mapping = { sampleCode: 'Sample', parameter: 'Parameter', value: 'Value' };
const get = (url: string) => (who: Who) => api.get(who, url);
const post =
  (url: string, payload: object = {}) =>
  (who: Who) =>
    api.post(who, url, payload);

/** The routes of schedules, samples and their photos. */
function scheduleAndSampleRows(): Row[] {
  return [
    {
      name: 'samplingStations',
      call: get('/api2/sampling/stations?module=MRWQM'),
      allowed: ['planner', 'field', 'reviewer', 'summary', 'reader'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingSchedules',
      call: get('/api2/sampling/schedules?module=MRWQM'),
      allowed: ['planner'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingCreateSchedule',
      call: post('/api2/sampling/schedules', {
        module: 'MRWQM',
        stationId: 'MR01T',
        frequency: 'once',
        team: 'B',
        startsOn: '01/04/2026',
        endsOn: '01/04/2026',
      }),
      allowed: ['planner'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingProgress',
      call: get('/api2/sampling/progress?module=MRWQM&year=2026'),
      allowed: ['planner', 'field', 'reviewer'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingSamples',
      call: get('/api2/sampling/samples?module=MRWQM'),
      allowed: ['planner', 'field', 'reviewer', 'summary'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingSample',
      call: get(`/api2/sampling/samples/${ids.sample}`),
      allowed: ['planner', 'field', 'reviewer', 'summary'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingPhoto',
      call: get(`/api2/sampling/photos/${ids.photo}`),
      allowed: ['field', 'reviewer'],
      refused: ['airEntry'],
    },
    {
      name: 'samplingPhotoUpload',
      call: (who) =>
        api.upload(
          who,
          `/api2/sampling/samples/${ids.sample}/photos`,
          multipartFile(PNG, 'b.png', 'image/png'),
        ),
      allowed: ['field'],
      refused: ['planner', 'reviewer', 'airEntry'],
    },
  ];
}

/** The routes of field records, results and lab batches. */
function fieldAndBatchRows(): Row[] {
  return [
    {
      name: 'samplingMove',
      call: post(`/api2/sampling/samples/${ids.sample}/moves`, { to: 'received' }),
      allowed: ['lab'],
      refused: ['reviewer', 'planner', 'airEntry'],
    },
    {
      name: 'samplingResults',
      call: (who) =>
        api.put(who, `/api2/sampling/samples/${ids.sample}/results`, {
          results: [{ parameterCode: 'BOD', value: '2' }],
        }),
      allowed: ['lab'],
      refused: ['reviewer', 'planner', 'airEntry'],
    },
    {
      name: 'samplingVerify',
      call: post(`/api2/sampling/samples/${ids.sample}/verify`),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingMissed',
      call: post(`/api2/sampling/samples/${ids.other}/missed`, { reason: 'Flood' }),
      allowed: ['planner'],
      refused: ['reviewer', 'summary', 'airEntry'],
    },
    {
      name: 'samplingField',
      call: post(`/api2/sampling/samples/${ids.other}/field`, {
        date: '01/01/2026',
        time: '10:00',
        weather: 'sunny',
      }),
      allowed: ['field'],
      refused: ['planner', 'reviewer', 'airEntry'],
    },
    {
      name: 'samplingBatches',
      call: get('/api2/sampling/batches?module=MRWQM'),
      allowed: ['lab'],
      refused: ['reviewer', 'planner', 'airEntry'],
    },
    {
      name: 'samplingCreateBatch',
      call: post('/api2/sampling/batches', { module: 'MRWQM', lab: 'L', reference: 'R2' }),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingBatch',
      call: get(`/api2/sampling/batches/${ids.batch}`),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingAddQc',
      call: post(`/api2/sampling/batches/${ids.batch}/qc`, {
        kind: 'method_blank',
        parameterCode: 'BOD',
        value: 0,
      }),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
  ];
}

/** The routes of lab imports, mappings, QC objectives, review and monitoring. */
function importAndReviewRows(): Row[] {
  return [
    {
      name: 'samplingImportUpload',
      call: (who) =>
        api.upload(
          who,
          `/api2/sampling/imports?module=MRWQM&batchId=${ids.batch}`,
          multipartFile(
            csv([
              ['A', 'B'],
              ['1', '2'],
            ]),
            'b.csv',
            'text/csv',
          ),
        ),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingImportPreview',
      call: post(`/api2/sampling/imports/${ids.import}/preview`, { mapping }),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingImportConfirm',
      call: post(`/api2/sampling/imports/${ids.import}/confirm`, { mapping }),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingMappings',
      call: get('/api2/sampling/mappings?module=MRWQM'),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingSaveMapping',
      call: post('/api2/sampling/mappings', { module: 'MRWQM', name: 'Lab A', mapping }),
      allowed: ['lab'],
      refused: ['reviewer', 'airEntry'],
    },
    {
      name: 'samplingQcObjectives',
      call: get('/api2/sampling/qc-objectives'),
      allowed: ['lab', 'reviewer', 'admin'],
      refused: ['planner', 'summary'],
    },
    {
      name: 'samplingAddQcObjective',
      call: post('/api2/sampling/qc-objectives', {
        parameterCode: 'BOD',
        version: 'v2',
        effectiveFrom: '2026-01-01',
        rpdMax: 15,
        source: 'Lab manual 2026',
      }),
      allowed: ['admin'],
      refused: ['lab', 'reviewer'],
    },
    {
      name: 'samplingValidation',
      call: get('/api2/sampling/validation?module=MRWQM&month=2026-01'),
      allowed: ['reviewer'],
      refused: ['lab', 'planner', 'airEntry'],
    },
    {
      name: 'samplingReview',
      call: post('/api2/sampling/validation/review', body),
      allowed: ['reviewer'],
      refused: ['lab', 'planner', 'airEntry'],
    },
    {
      name: 'samplingApprove',
      call: post('/api2/sampling/validation/approve', body),
      allowed: ['approver'],
      refused: ['lab', 'planner', 'airEntry'],
    },
    {
      name: 'samplingPublish',
      call: post('/api2/sampling/validation/publish', body),
      allowed: ['approver'],
      refused: ['lab', 'planner', 'airEntry'],
    },
    {
      name: 'samplingMonitoring',
      call: get('/api2/sampling/monitoring?module=MRWQM'),
      allowed: ['summary', 'reader'],
      refused: ['planner', 'field', 'airEntry'],
    },
  ];
}

beforeAll(async () => {
  const headers = await setUpProgramme(ctx.app, ctx.db.kysely);
  await createUser(ctx.db.kysely, { username: 'admin1', roles: ['System Admin'] });
  api = caller(ctx.app, { ...headers, admin: bearer(await signIn(ctx.app, 'admin1')) });
  await api.post('planner', '/api2/sampling/schedules', {
    module: 'MRWQM',
    stationId: 'MR01T',
    frequency: 'weekly',
    team: 'A',
    startsOn: '01/01/2026',
    endsOn: '31/03/2026',
  });
  const list = (await api.get('planner', '/api2/sampling/samples?module=MRWQM&pageSize=50'))
    .json()
    .items.map((s: { id: number }) => s.id)
    .sort((a: number, b: number) => a - b);
  [ids.sample, ids.other] = list;
  await api.post('field', `/api2/sampling/samples/${ids.sample}/field`, {
    date: '05/01/2026',
    time: '10:00',
    weather: 'sunny',
    dispatch: true,
  });
  ids.batch = (
    await api.post('lab', '/api2/sampling/batches', { module: 'MRWQM', lab: 'L', reference: 'R' })
  ).json().id;
  ids.import = (
    await api.upload(
      'lab',
      `/api2/sampling/imports?module=MRWQM&batchId=${ids.batch}`,
      multipartFile(
        csv([
          ['Sample', 'Parameter', 'Value'],
          ['X', 'BOD', '1'],
        ]),
        'a.csv',
        'text/csv',
      ),
    )
  ).json().id;
  ids.photo = (
    await api.upload(
      'field',
      `/api2/sampling/samples/${ids.sample}/photos`,
      multipartFile(PNG, 'site.png', 'image/png'),
    )
  ).json().id;
  rows.push(...scheduleAndSampleRows(), ...fieldAndBatchRows(), ...importAndReviewRows());
}, 120_000);

/**
 * Every manual programme route's role check, person by person: each person holds only the roles
 * of their work (sampling.fixtures.ts). `airEntry` holds the same functions in manual air, so the
 * API table lets it in and the handler must refuse the river programme's data.
 */
describe('manual programme routes: who may call what', () => {
  it('has a row for every route of the manual programmes', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(SAMPLING_API_ENTRIES).sort());
  });

  it('refuses every route without a session (401)', async () => {
    for (const row of rows) expect((await row.call('none' as Who)).statusCode, row.name).toBe(401);
  });

  it('refuses the wrong function and another module’s officer (403), and lets the right one through', async () => {
    for (const row of rows) {
      for (const who of row.refused) {
        const res = await row.call(who);
        expect([res.statusCode, res.json().code], `${row.name} as ${who}`).toEqual([
          403,
          'FORBIDDEN',
        ]);
      }
      for (const who of row.allowed) {
        const res = await row.call(who);
        expect([401, 403], `${row.name} as ${who}: ${res.statusCode}`).not.toContain(
          res.statusCode,
        );
        expect(res.statusCode, `${row.name} as ${who}`).toBeLessThan(500);
      }
    }
  });
});
