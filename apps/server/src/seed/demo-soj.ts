import { DAY_MS } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema/index.js';
import { createJudgedAlerts } from '../modules/alerts/index.js';
import {
  createSojRepository,
  criterionOn,
  quarterOf,
  SOJ_STANDARD_SEED,
  sojConditions,
  type CriterionRow,
} from '../modules/soj/index.js';
import { hash01 } from './demo-shapes.js';

const MARKER = 'demo_soj_seeded';
/** The Johor Causeway (about 103.77 °E) divides the Straits into its western and eastern parts. */
const CAUSEWAY_LON = 103.77;

/** Singapore's stations along the Straits (demo positions near Tuas, Kranji, Woodlands, Sembawang and Pulau Ubin). */
const SG_STATIONS = [
  { id: 'SGJ01', name: 'Tuas West (Singapore)', longitude: 103.625, latitude: 1.348 },
  { id: 'SGJ02', name: 'Kranji (Singapore)', longitude: 103.745, latitude: 1.441 },
  { id: 'SGJ03', name: 'Woodlands (Singapore)', longitude: 103.79, latitude: 1.458 },
  { id: 'SGJ04', name: 'Sembawang (Singapore)', longitude: 103.83, latitude: 1.468 },
  { id: 'SGJ05', name: 'Pulau Ubin (Singapore)', longitude: 103.96, latitude: 1.43 },
];

/** Typical ranges of each parameter in the Straits (low, high), for the demo's lab results. */
const RANGES: Readonly<Record<string, readonly [number, number, number]>> = {
  DO: [4.3, 7.6, 2],
  PH: [7.5, 8.3, 2],
  TEMP: [28.2, 31.6, 1],
  SAL: [24, 31.5, 2],
  TSS: [8, 68, 1],
  NH3N: [15, 95, 1],
  NO3N: [8, 75, 1],
  PO4: [10, 92, 1],
  OG: [0.02, 0.19, 2],
  FC: [5, 380, 0],
  CU: [0.4, 3.6, 2],
  PB: [0.3, 6.5, 2],
};

/** An illustrative benchmark per side of the Causeway, marked as such: the agreed values replace it as a new version. */
const DEMO_BENCHMARK = {
  version: 'DEMO-2024',
  effectiveFrom: '2024-01-01',
  source:
    'Demonstration baseline of this portal (median of the demo results), not an agreed value; add the agreed benchmark as a new version',
  rows: [
    ['DO', 'WEST', 5.5, null],
    ['DO', 'EAST', 5.8, null],
    ['TSS', 'WEST', null, 40],
    ['TSS', 'EAST', null, 35],
    ['NH3N', 'WEST', null, 60],
    ['NH3N', 'EAST', null, 55],
    ['PO4', 'WEST', null, 60],
    ['PO4', 'EAST', null, 55],
    ['FC', 'WEST', null, 200],
    ['FC', 'EAST', null, 150],
  ] as const,
};

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const quarterStart = (year: number, q: number) => Date.UTC(year, (q - 1) * 3, 1);

/** Singapore's stations, and every SOJ station's side and group (west or east of the Causeway). */
async function seedSojStations(db: Kysely<Database>) {
  await db
    .insertInto('station')
    .values(
      SG_STATIONS.map((s) => ({
        ...s,
        module: 'SOJ' as const,
        stateId: null,
        districtId: null,
        place: 'Straits of Johor',
        lotInfo: null,
        address: null,
        category: null,
        locationType: 'ESTUARY' as const,
        targetClass: null,
        basinId: null,
        riverId: null,
        pictureKey: null,
        expectedIntervalMinutes: null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stations = await db
    .selectFrom('station')
    .select(['id', 'longitude'])
    .where('module', '=', 'SOJ')
    .orderBy('id')
    .execute();
  await db
    .insertInto('sojStation')
    .values(
      stations.map((s) => ({
        stationId: s.id,
        side: s.id.startsWith('SGJ') ? ('SG' as const) : ('MY' as const),
        stationGroup: (s.longitude ?? 0) < CAUSEWAY_LON ? 'WEST' : 'EAST',
      })),
    )
    .onConflict((oc) => oc.column('stationId').doNothing())
    .execute();
  return stations;
}

/** The illustrative benchmark version. */
async function seedDemoBenchmark(db: Kysely<Database>) {
  await db
    .insertInto('sojCriterion')
    .values(
      DEMO_BENCHMARK.rows.map(([parameterCode, stationGroup, min, max]) => ({
        kind: 'benchmark' as const,
        version: DEMO_BENCHMARK.version,
        effectiveFrom: DEMO_BENCHMARK.effectiveFrom,
        source: DEMO_BENCHMARK.source,
        parameterCode,
        stationGroup,
        min,
        max,
        createdBy: 'system',
      })),
    )
    .execute();
}

/** Who enters, verifies and approves the demo rounds. */
async function sojSigners(db: Kysely<Database>) {
  const people = await db
    .selectFrom('appUser')
    .select(['id', 'username'])
    .where('username', 'in', ['marine.officer', 'soj.verifier', 'soj.approver'])
    .execute();
  const who = (username: string) => ({
    id: people.find((p) => p.username === username)?.id ?? null,
    name: username,
  });
  const [enterer, verifier, approver] = [
    who('marine.officer'),
    who('soj.verifier'),
    who('soj.approver'),
  ];
  return { enterer, verifier, approver };
}

/** What every demo round is made from. */
interface RoundContext {
  readonly signers: Awaited<ReturnType<typeof sojSigners>>;
  readonly groups: ReadonlyMap<string, string>;
  readonly standard: readonly CriterionRow[];
  readonly current: string;
  readonly lastEnded: string;
}

/**
 * One station's round of a quarter: planned in the current quarter, else sampled with its results
 * and history up to its status, and the exceedances of an approved one.
 */
async function seedRound(
  db: Kysely<Database>,
  { signers: { enterer, verifier, approver }, groups, standard, current, lastEnded }: RoundContext,
  station: { id: string },
  i: number,
  quarter: string,
) {
  const [year, q] = [Number(quarter.slice(0, 4)), Number(quarter.slice(6))];
  const start = quarterStart(year, q);
  const plannedOn = iso(
    start + (40 + Math.floor(hash01(`${station.id}|${quarter}`) * 10)) * DAY_MS,
  );
  const waitingVerification = quarter === lastEnded && i === 0;
  const waitingApproval = quarter === lastEnded && i === 1;
  const status =
    quarter === current
      ? 'planned'
      : waitingVerification
        ? 'entered'
        : waitingApproval
          ? 'verified'
          : 'approved';
  const sampledOn = status === 'planned' ? null : plannedOn;
  const stamp = new Date(start + 60 * DAY_MS);
  const round = await db
    .insertInto('sojRound')
    .values({
      stationId: station.id,
      quarter,
      plannedOn,
      sampledOn,
      status,
      updatedAt: stamp,
      enteredBy: sampledOn ? enterer.id : null,
      enteredByName: sampledOn ? enterer.name : null,
      verifiedBy: status === 'verified' || status === 'approved' ? verifier.id : null,
      verifiedByName: status === 'verified' || status === 'approved' ? verifier.name : null,
      approvedBy: status === 'approved' ? approver.id : null,
      approvedByName: status === 'approved' ? approver.name : null,
      remarks: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!sampledOn) return;
  const results = Object.entries(RANGES).map(([parameterCode, [low, high, digits]]) => {
    const value = Number(
      (low + (high - low) * hash01(`${station.id}|${quarter}|${parameterCode}`)).toFixed(digits),
    );
    return { roundId: round.id, parameterCode, value, censored: false };
  });
  await db.insertInto('sojResult').values(results).execute();
  const steps = (['enter', 'verify', 'approve'] as const).slice(
    0,
    status === 'entered' ? 1 : status === 'verified' ? 2 : 3,
  );
  const from = { enter: 'planned', verify: 'entered', approve: 'verified' } as const;
  const to = { enter: 'entered', verify: 'verified', approve: 'approved' } as const;
  const by = { enter: enterer, verify: verifier, approve: approver };
  await db
    .insertInto('sojRoundEvent')
    .values(
      steps.map((action, k) => ({
        roundId: round.id,
        action,
        fromStatus: from[action],
        toStatus: to[action],
        userId: by[action].id,
        username: by[action].name,
        at: new Date(stamp.getTime() + k * 3 * DAY_MS),
        remarks: null,
        data: JSON.stringify(action === 'enter' ? { results } : {}),
      })),
    )
    .execute();
  if (status !== 'approved') return;
  const broken = results
    .map((r) => ({
      r,
      c: criterionOn(standard, sampledOn, r.parameterCode, groups.get(station.id) ?? 'WEST'),
    }))
    .filter(
      ({ r, c }) =>
        c && ((c.max !== null && r.value > c.max) || (c.min !== null && r.value < c.min)),
    );
  if (broken.length > 0) {
    await db
      .insertInto('sojExceedance')
      .values(
        broken.map(({ r, c }) => ({
          roundId: round.id,
          stationId: station.id,
          parameterCode: r.parameterCode,
          sampledOn,
          value: r.value,
          min: c!.min,
          max: c!.max,
          standardVersion: c!.version,
          raisedAt: new Date(stamp.getTime() + 6 * DAY_MS),
          withdrawnAt: null,
        })),
      )
      .execute();
  }
}

/**
 * The Straits of Johor demo (once per data directory): Singapore's stations beside the Malaysian
 * ones, a benchmark version, and two years of quarterly rounds — approved with their history and
 * exceedances, except one round waiting for verification and one waiting for approval in the last
 * ended quarter; the current quarter is planned.
 */
export async function seedSojDemo(db: Kysely<Database>, clock: Clock): Promise<void> {
  if (
    await db
      .selectFrom('instanceSetting')
      .select('key')
      .where('key', '=', MARKER)
      .executeTakeFirst()
  )
    return;
  const now = clock.now();
  const stations = await seedSojStations(db);
  await seedDemoBenchmark(db);

  const signers = await sojSigners(db);
  const groups = new Map(
    (await db.selectFrom('sojStation').select(['stationId', 'stationGroup']).execute()).map((s) => [
      s.stationId,
      s.stationGroup,
    ]),
  );
  const standard: CriterionRow[] = SOJ_STANDARD_SEED.rows.map((r) => ({
    ...r,
    version: SOJ_STANDARD_SEED.version,
    effectiveFrom: SOJ_STANDARD_SEED.effectiveFrom,
    stationGroup: null,
  }));

  const current = quarterOf(iso(now.getTime()));
  const thisYear = Number(current.slice(0, 4));
  const quarters: string[] = [];
  for (let year = thisYear - 2; year <= thisYear; year++)
    for (let q = 1; q <= 4; q++) quarters.push(`${year}-Q${q}`);
  const ended = quarters.filter((q) => q < current).slice(-8);
  const lastEnded = ended.at(-1)!;

  const context = { signers, groups, standard, current, lastEnded };

  for (const [i, station] of stations.entries()) {
    for (const quarter of [...ended, current]) await seedRound(db, context, station, i, quarter);
  }
  await openDemoAlerts(db, clock, standard);
  await db
    .insertInto('instanceSetting')
    .values({
      key: MARKER,
      value: JSON.stringify({ at: now.toISOString() }),
      updatedAt: sql<Date>`now()`,
    })
    .execute();
}

/**
 * The approved demo rounds' exceedance alerts, as their approvals would have opened them: the
 * engine's episode rule over each station's rounds, oldest first (a compliant round ends the
 * episode), a few weeks after sampling, without mail.
 */
async function openDemoAlerts(
  db: Kysely<Database>,
  clock: Clock,
  standard: readonly CriterionRow[],
): Promise<void> {
  const repo = createSojRepository(db);
  const alerts = createJudgedAlerts({ clock, notifier: null, log: () => undefined });
  const rounds = (await repo.rounds({ status: 'approved' }))
    .filter((r) => r.sampledOn !== null)
    .sort((a, b) => a.sampledOn.localeCompare(b.sampledOn));
  for (const round of rounds) {
    const sampledOn = round.sampledOn;
    const context = await repo.alertContext(round.stationId);
    const conditions = sojConditions(
      standard,
      { id: round.id, sampledOn, stationGroup: round.stationGroup },
      await repo.results(round.id),
      context.units,
    );
    const station = { id: round.stationId, module: 'SOJ' as const, stateId: context.stateId };
    await alerts.open(db, station, conditions, new Date(Date.parse(sampledOn) + 20 * DAY_MS));
  }
}
