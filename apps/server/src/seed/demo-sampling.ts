import {
  IN_SITU_PARAMETERS,
  localDayKey,
  SAMPLING_MODULES,
  WEATHER_CODES,
  type SamplingModule,
  DAY_MS,
  HOUR_MS,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import {
  applyMoves,
  createPlan,
  decideRange,
  monthRange,
  upsertResults,
  verifySamples,
  type Actor,
  type Move,
  type ResultRow,
} from '../modules/sampling/index.js';
import { hourContext } from './demo-conditions.js';
import { demoQc } from './demo-sampling-qc.js';
import { demoNoise, hash01, SHAPES } from './demo-shapes.js';

const MARKER = 'demo_manual_programmes_seeded';

/** The demo's people: a field team, a lab, a reviewer and an approver (four different people). */
const FIELD: Actor = { userId: '00000000-0000-4000-8000-00000000d001', username: 'demo.field' };
const LAB: Actor = { userId: '00000000-0000-4000-8000-00000000d002', username: 'demo.lab' };
const REVIEWER: Actor = {
  userId: '00000000-0000-4000-8000-00000000d003',
  username: 'demo.reviewer',
};
const APPROVER: Actor = {
  userId: '00000000-0000-4000-8000-00000000d004',
  username: 'demo.approver',
};

/** Analytical methods of the lab parameters (APHA Standard Methods; gravimetric PM per EN 12341). */
const METHODS: Readonly<Record<string, string>> = {
  BOD: 'APHA 5210 B',
  COD: 'APHA 5220 C',
  NH3N: 'APHA 4500-NH3 F',
  TSS: 'APHA 2540 D',
  M_TSS: 'APHA 2540 D',
  M_NH3: 'APHA 4500-NH3 F',
  M_NO3: 'APHA 4500-NO3 E',
  M_PO4: 'APHA 4500-P E',
  M_FC: 'APHA 9222 D',
  M_OG: 'APHA 5520 B',
  PM10: 'EN 12341 gravimetric',
  PM25: 'EN 12341 gravimetric',
};
const MISSED_REASONS = ['Access road flooded', 'Boat engine failure', 'Station under construction'];

const isoDay = (ms: number) => localDayKey(new Date(ms));
const monthOf = (day: string) => day.slice(0, 7);
const prevMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/**
 * A demo value of a parameter at a station at a time: the continuous demo's value source (the
 * station's load, the season, a storm's runoff), so manual and continuous stations agree.
 */
function demoValue(station: { id: string; module: string }, code: string, at: number): number {
  const context = hourContext(
    { id: station.id, module: station.module, locationType: null },
    at,
    demoNoise(station.id, code, at),
    null,
  );
  return Math.round(SHAPES[code]!(context) * 1000) / 1000;
}

/** A station of the demo and the parameters it samples. */
interface DemoStation {
  readonly id: string;
  readonly module: SamplingModule;
  readonly codes: readonly { code: string; unit: string; mdl: number }[];
  /** Whether the station's samples carry its batches' QC samples (the module's first station). */
  readonly carriesQc: boolean;
}

/** The calendar the demo fills: today, this and last month, the first month of the range. */
interface DemoCalendar {
  readonly range: { readonly from: Date; readonly to: Date };
  readonly now: Date;
  readonly today: string;
  readonly thisMonth: string;
  readonly lastMonth: string;
  readonly firstMonth: string;
}

const STATIONS_PER_TRANSACTION = 8;

/**
 * The demo's manual programmes through the same paths as the pages: each manual station gets
 * its plans (a monthly visit; manual air a 24-hour sample every sixth day) over the demo range and
 * the next month; past visits are recorded (a few missed, `AF`), their samples travel to the lab,
 * are analysed in monthly batches (with a blank and a duplicate each) and verified; older months
 * are reviewed, approved and published, last month approved, this month waits for review. A few
 * stations per transaction, so the portal answers meanwhile. Runs once per data directory. The
 * approvals record their samples as pending their alerts, to be judged without mail (a year of
 * archive is not news); `afterApproval` judges them once everything is in.
 */
export async function seedManualProgrammes(
  db: Kysely<Database>,
  range: { from: Date; to: Date },
  now: Date,
  /** Runs once the approvals are in, as after the validation page's approval. */
  afterApproval?: () => Promise<unknown>,
): Promise<number> {
  const done = await db
    .selectFrom('instanceSetting')
    .select('key')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  if (done) return 0;
  const stations = await db
    .selectFrom('station')
    .select(['id', 'module'])
    .where('module', 'in', [...SAMPLING_MODULES])
    .where('isActive', '=', true)
    .orderBy('module')
    .orderBy('id')
    .execute();
  const parameters = await db
    .selectFrom('stationParameter as sp')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select(['sp.stationId', 'p.code', 'p.unit', 'p.mdl'])
    .where('sp.isActive', '=', true)
    .execute();
  const today = localDayKey(now);
  const calendar: DemoCalendar = {
    range,
    now,
    today,
    thisMonth: monthOf(today),
    lastMonth: prevMonth(monthOf(today)),
    firstMonth: monthOf(isoDay(range.from.getTime())),
  };
  const demo: DemoStation[] = stations.map((s, i) => ({
    id: s.id,
    module: s.module as SamplingModule,
    codes: parameters.filter((p) => p.stationId === s.id && SHAPES[p.code]),
    carriesQc: i === 0 || stations[i - 1]!.module !== s.module,
  }));
  const batches = new Map<string, number>();
  let total = 0;
  for (const module of SAMPLING_MODULES) {
    const own = demo.filter((s) => s.module === module);
    for (let i = 0; i < own.length; i += STATIONS_PER_TRANSACTION) {
      const chunk = own.slice(i, i + STATIONS_PER_TRANSACTION);
      total += await db
        .transaction()
        .execute((trx) => seedChunk(trx, module, chunk, calendar, batches));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  await db
    .insertInto('instanceSetting')
    .values({ key: MARKER, value: JSON.stringify({ samples: total }), updatedAt: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
  if (afterApproval) await afterApproval();
  return total;
}

/** Plans the stations' visits over the range and next month, in plans of at most 60 visits. */
async function planStations(
  trx: Kysely<Database>,
  module: SamplingModule,
  chunk: readonly DemoStation[],
  c: DemoCalendar,
) {
  const every = module === 'MAQM' ? 6 : 30;
  const nextMonth = monthRange(c.thisMonth).nextFirstDay.slice(0, 7);
  const lastDay = isoDay(monthRange(nextMonth).to.getTime() - DAY_MS);
  for (const station of chunk) {
    const offset = Math.floor(hash01(station.id) * Math.min(every, 28)) * DAY_MS;
    // Each plan keeps the rhythm of the one before it.
    for (let start = c.range.from.getTime() + offset; isoDay(start) <= lastDay;) {
      const end = module === 'MAQM' ? start + 59 * 6 * DAY_MS : start + 400 * DAY_MS;
      await createPlan(
        trx,
        {
          module,
          stationId: station.id,
          frequency: module === 'MAQM' ? 'every6Days' : 'monthly',
          team: `Team ${'ABC'[Math.floor(hash01(`${station.id}|t`) * 3)]}`,
          startsOn: isoDay(start),
          endsOn: isoDay(Math.min(end, Date.parse(`${lastDay}T00:00:00+08:00`))),
          note: null,
        },
        FIELD,
        c.range.from,
      );
      start = end + every * DAY_MS;
    }
  }
}

/** The due samples' visits: a few missed, the others collected (the last three days' not yet received). */
async function visitsOf(
  trx: Kysely<Database>,
  module: SamplingModule,
  chunk: readonly DemoStation[],
  c: DemoCalendar,
  batches: Map<string, number>,
  samples: readonly { id: number; stationId: string; plannedOn: string }[],
) {
  const moves: Move[] = [];
  const missedReasons: { id: number; reason: string }[] = [];
  const collected: { id: number; at: Date; weather: string; batchId: number | null }[] = [];
  const results: ResultRow[] = [];
  const times = new Map<number, Date>();
  const byMonth = new Map<string, number[]>();
  for (const s of samples) {
    const station = chunk.find((x) => x.id === s.stationId)!;
    if (hash01(`${s.id}|missed`) < 0.03) {
      const reason = MISSED_REASONS[s.id % MISSED_REASONS.length]!;
      moves.push({
        sampleId: s.id,
        to: 'not_collected',
        at: new Date(Date.parse(`${s.plannedOn}T17:00:00+08:00`)),
        note: reason,
      });
      missedReasons.push({ id: s.id, reason });
      continue;
    }
    const at = Date.parse(`${s.plannedOn}T10:00:00+08:00`);
    const month = monthOf(s.plannedOn);
    // This month's visits of the last three days are still on their way to the lab.
    const recent = month === c.thisMonth && at > c.now.getTime() - 3 * DAY_MS;
    const batchKey = `${module}|${month}`;
    if (!recent && !batches.has(batchKey)) {
      const row = await trx
        .insertInto('labBatch')
        .values({
          module,
          lab: 'Jabatan Kimia Malaysia',
          reference: `${module}/${month}`,
          receivedOn: s.plannedOn,
          userId: LAB.userId,
          username: LAB.username,
          createdAt: new Date(at + DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      batches.set(batchKey, Number(row.id));
    }
    const batchId = recent ? null : batches.get(batchKey)!;
    collected.push({
      id: s.id,
      at: new Date(at),
      weather: WEATHER_CODES[Math.floor(hash01(`${s.id}|w`) * 5)]!,
      batchId,
    });
    moves.push(
      { sampleId: s.id, to: 'collected', at: new Date(at) },
      { sampleId: s.id, to: 'in_transit', at: new Date(at + 2 * HOUR_MS) },
    );
    for (const p of station.codes) {
      const inSitu = IN_SITU_PARAMETERS.includes(p.code);
      if (!inSitu && recent) continue;
      const value = demoValue(station, p.code, at);
      const below = !inSitu && value < p.mdl;
      results.push({
        sampleId: s.id,
        parameterCode: p.code,
        origin: inSitu ? 'field' : 'lab',
        reported: below
          ? { reported: `<${p.mdl}`, value: p.mdl, censored: '<' }
          : { reported: String(value), value, censored: null },
        detectionLimit: inSitu ? null : p.mdl,
        detectionLimitType: inSitu ? null : 'MDL',
        unit: p.unit,
        method: inSitu ? 'In situ probe' : (METHODS[p.code] ?? null),
        qualifiers: [],
        analysedOn: inSitu ? null : isoDay(at + 2 * DAY_MS),
        labSampleId: null,
        batchId: inSitu ? null : batchId,
      });
    }
    if (recent) continue;
    moves.push(
      { sampleId: s.id, to: 'received', at: new Date(at + DAY_MS) },
      { sampleId: s.id, to: 'in_analysis', at: new Date(at + 2 * DAY_MS) },
    );
    // Verified at the lab three days after the month ends (today at the latest).
    times.set(
      s.id,
      new Date(Math.min(monthRange(month).to.getTime() + 3 * DAY_MS, c.now.getTime())),
    );
    byMonth.set(month, [...(byMonth.get(month) ?? []), s.id]);
  }
  return { moves, missedReasons, collected, results, times, byMonth };
}

/** Writes the visits: collection details, missed reasons, the samples' moves, results and verification. */
async function writeVisits(
  trx: Kysely<Database>,
  c: DemoCalendar,
  { moves, missedReasons, collected, results, times }: Awaited<ReturnType<typeof visitsOf>>,
) {
  if (collected.length > 0)
    await sql`
      update sample s set collected_at = x.t, weather = x.w, batch_id = x.b
      from unnest(${collected.map((x) => x.id)}::bigint[], ${collected.map((x) => x.at.toISOString())}::timestamptz[],
        ${collected.map((x) => x.weather)}::text[], ${collected.map((x) => x.batchId)}::bigint[]) as x(id, t, w, b)
      where s.id = x.id`.execute(trx);
  if (missedReasons.length > 0)
    await sql`
      update sample s set not_collected_reason = x.r
      from unnest(${missedReasons.map((x) => x.id)}::bigint[], ${missedReasons.map((x) => x.reason)}::text[]) as x(id, r)
      where s.id = x.id`.execute(trx);
  await applyMoves(trx, moves, FIELD);
  await upsertResults(trx, results, LAB, c.range.from);
  await verifySamples(trx, [...times.keys()], LAB, c.now, times);
}

/** Older months reviewed, approved and published; last month approved; this month waits. */
async function decideMonths(
  trx: Kysely<Database>,
  module: SamplingModule,
  chunk: readonly DemoStation[],
  c: DemoCalendar,
) {
  const history = { ...monthRange(c.firstMonth), ...spanTo(monthRange(c.thisMonth)) };
  const older = { ...monthRange(c.firstMonth), ...spanTo(monthRange(c.lastMonth)) };
  const at = new Date(
    Math.min(monthRange(c.thisMonth).from.getTime() + 5 * DAY_MS, c.now.getTime()),
  );
  const stationIds = chunk.map((s) => s.id);
  for (const [decision, span, actor] of [
    ['review', history, REVIEWER],
    ['approve', history, APPROVER],
    ['publish', older, APPROVER],
  ] as const) {
    await decideRange(
      trx,
      { module, stationIds, range: span, decision, note: null, notify: false },
      actor,
      at,
    ).catch((err: unknown) => {
      if ((err as { code?: string }).code !== 'SAMPLING_NOTHING_TO_DO') throw err;
      return [];
    });
  }
}

/** One transaction's stations: their plans, visits, results, QC samples and decided months. */
async function seedChunk(
  trx: Kysely<Database>,
  module: SamplingModule,
  chunk: readonly DemoStation[],
  c: DemoCalendar,
  batches: Map<string, number>,
): Promise<number> {
  await planStations(trx, module, chunk, c);
  const samples = (
    await trx
      .selectFrom('sample')
      .select(['id', 'stationId', 'plannedOn'])
      .where(
        'stationId',
        'in',
        chunk.map((s) => s.id),
      )
      .where('plannedOn', '<', c.today)
      .orderBy('plannedOn')
      .execute()
  ).map((s) => ({ id: Number(s.id), stationId: s.stationId, plannedOn: s.plannedOn }));
  const visits = await visitsOf(trx, module, chunk, c, batches, samples);
  const { results, times, byMonth } = visits;
  await writeVisits(trx, c, visits);
  const qcStation = chunk.find((x) => x.carriesQc);
  const qcIds = new Set(samples.filter((x) => x.stationId === qcStation?.id).map((x) => x.id));
  const qcMonths = new Map(
    [...byMonth].map(([month, ids]) => [month, ids.filter((id) => qcIds.has(id))] as const),
  );
  await demoQc(trx, module, qcStation, qcMonths, results, batches, times, LAB);
  await decideMonths(trx, module, chunk, c);
  return samples.length;
}

/** A range's end taken from another month's start (so a range spans whole months). */
function spanTo(end: ReturnType<typeof monthRange>) {
  return { to: end.from, nextFirstDay: end.firstDay };
}
