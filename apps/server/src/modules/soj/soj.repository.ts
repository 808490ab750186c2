import type { SojAddCriteriaVersionBody, SojCriteriaKind } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { columnById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import type { CriterionRow } from './soj-criteria.js';

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** The Johor Causeway (about 103.77 °E) divides the Straits into its western and eastern parts. */
const CAUSEWAY_LONGITUDE = 103.77;

/**
 * The programme's stations: every station of module SOJ in the inventory. Its side and group are
 * those recorded for it (`soj_station`), else a station added to the inventory is on the Malaysian
 * side, in the WEST group when it lies west of the Causeway and in the EAST group otherwise.
 */
function programmeStations(db: Kysely<Database>) {
  return db
    .selectFrom('station as st')
    .leftJoin('sojStation as own', 'own.stationId', 'st.id')
    .select([
      'st.id as stationId',
      sql<'MY' | 'SG'>`coalesce(own.side, 'MY')`.as('side'),
      sql<string>`coalesce(own.station_group, case when st.longitude < ${CAUSEWAY_LONGITUDE} then 'WEST' else 'EAST' end)`.as(
        'stationGroup',
      ),
    ])
    .where('st.module', '=', 'SOJ');
}

/** A round with its station, side, group, people and result count. */
function roundBase(db: Kysely<Database>) {
  return db
    .selectFrom('sojRound as r')
    .innerJoin('station as s', 's.id', 'r.stationId')
    .innerJoin(programmeStations(db).as('ss'), 'ss.stationId', 'r.stationId')
    .select([
      'r.id',
      'r.stationId',
      's.name as stationName',
      'ss.side',
      'ss.stationGroup',
      'r.quarter',
      day('r.plannedOn').as('plannedOn'),
      day('r.sampledOn').as('sampledOn'),
      'r.status',
      'r.enteredBy as enteredById',
      'r.verifiedBy as verifiedById',
      'r.enteredByName as enteredBy',
      'r.verifiedByName as verifiedBy',
      'r.approvedByName as approvedBy',
      'r.remarks',
      sql<number>`(select count(*)::int from soj_result x where x.round_id = r.id)`.as(
        'resultCount',
      ),
    ]);
}

/** The programme's reference data: criteria versions, parameters and stations. */
function createSojReferenceRepository(db: Kysely<Database>) {
  return {
    /**
     * Adds a version of the standard or the benchmarks (its rows) inside the caller's transaction;
     * false, with nothing written, when the kind has a version of that name already.
     */
    async addCriteriaVersion(
      trx: Kysely<Database>,
      kind: SojCriteriaKind,
      body: SojAddCriteriaVersionBody,
      createdBy: string,
    ): Promise<boolean> {
      const taken = await trx
        .selectFrom('sojCriterion')
        .select('id')
        .where('kind', '=', kind)
        .where('version', '=', body.version)
        .executeTakeFirst();
      if (taken) return false;
      await trx
        .insertInto('sojCriterion')
        .values(
          body.rows.map((r) => ({
            kind,
            version: body.version,
            effectiveFrom: body.effectiveFrom,
            source: body.source,
            ...r,
            createdBy,
          })),
        )
        .execute();
      return true;
    },

    /** Adds parameters to the programme's list; a code already there keeps its row. */
    addParameters: async (rows: readonly Insertable<Database['sojParameter']>[]) => {
      await db
        .insertInto('sojParameter')
        .values([...rows])
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
    },

    parameters: () =>
      db
        .selectFrom('sojParameter')
        .select(['code', 'nameEn', 'nameMs', 'unit', 'method', 'decimals'])
        .orderBy('sortOrder')
        .execute(),

    stations: () =>
      db
        .selectFrom(programmeStations(db).as('ss'))
        .innerJoin('station as s', 's.id', 'ss.stationId')
        .select(['s.id', 's.name', 'ss.side', 'ss.stationGroup', 's.longitude', 's.latitude'])
        .where('s.isActive', '=', true)
        .orderBy('ss.side')
        .orderBy('s.id')
        .execute(),

    criteria: (kind: SojCriteriaKind) =>
      db
        .selectFrom('sojCriterion')
        .select([
          'version',
          day('effectiveFrom').as('effectiveFrom'),
          'source',
          'createdBy',
          'parameterCode',
          'stationGroup',
          'min',
          'max',
        ])
        .where('kind', '=', kind)
        .orderBy('effectiveFrom', 'desc')
        .orderBy('id')
        .execute() as Promise<(CriterionRow & { source: string; createdBy: string })[]>,

    /** Records a programme station's side and group. */
    setStation: (
      trx: Kysely<Database>,
      row: { stationId: string; side: 'MY' | 'SG'; stationGroup: string },
    ) =>
      trx
        .insertInto('sojStation')
        .values(row)
        .onConflict((oc) =>
          oc.column('stationId').doUpdateSet({ side: row.side, stationGroup: row.stationGroup }),
        )
        .execute(),

    /** Whether any of these stations is one of the programme's (module SOJ). */
    anySojStation: async (stationIds: readonly string[]) =>
      (await db
        .selectFrom('station')
        .select('id')
        .where('module', '=', 'SOJ')
        .where('id', 'in', [...stationIds])
        .executeTakeFirst()) !== undefined,
  };
}

/** The rounds: listing, planning, lookup by station quarter, and one round's results and history. */
function createSojRoundsReadRepository(db: Kysely<Database>) {
  return {
    rounds: (filter: {
      status?: string | undefined;
      year?: number | undefined;
      stationId?: string | undefined;
      ids?: readonly number[];
    }) =>
      roundBase(db)
        .$if(filter.status !== undefined, (q) => q.where('r.status', '=', filter.status as never))
        .$if(filter.year !== undefined, (q) => q.where('r.quarter', 'like', `${filter.year}-%`))
        .$if(filter.stationId !== undefined, (q) => q.where('r.stationId', '=', filter.stationId!))
        .$if(filter.ids !== undefined, (q) =>
          q.where('r.id', 'in', filter.ids!.length ? filter.ids! : [-1]),
        )
        .orderBy('r.plannedOn', 'desc')
        .orderBy('r.stationId')
        .execute(),

    round: (id: number) => roundBase(db).where('r.id', '=', id).executeTakeFirst(),

    /** Plans rounds; a station quarter that has one already keeps it. Answers the new rounds' ids. */
    planRounds: async (
      trx: Kysely<Database>,
      rounds: readonly { stationId: string; quarter: string; plannedOn: string }[],
      at: Date,
    ) =>
      rounds.length === 0
        ? []
        : (
            await trx
              .insertInto('sojRound')
              .values(rounds.map((r) => ({ ...r, status: 'planned' as const, updatedAt: at })))
              .onConflict((oc) => oc.columns(['stationId', 'quarter']).doNothing())
              .returning('id')
              .execute()
          ).map((r) => r.id),

    /** The rounds of several (station, quarter) pairs in one statement, however many pairs. */
    roundsByStationQuarters: (pairs: readonly { stationId: string; quarter: string }[]) =>
      pairs.length === 0
        ? Promise.resolve([])
        : roundBase(db)
            .where(
              sql<boolean>`(r.station_id, r.quarter) in (select * from unnest(${pairs.map((p) => p.stationId)}::text[], ${pairs.map((p) => p.quarter)}::text[]))`,
            )
            .execute(),

    /** What an alert of the round's station carries besides its results: the state and the units. */
    alertContext: async (stationId: string) => {
      const stateId = await columnById(db, 'station', stationId, 'stateId');
      const units = await db.selectFrom('sojParameter').select(['code', 'unit']).execute();
      return {
        stateId: stateId ?? null,
        units: new Map(units.map((u) => [u.code, u.unit])),
      };
    },

    results: (roundId: number) =>
      db
        .selectFrom('sojResult')
        .select(['parameterCode', 'value', 'censored'])
        .where('roundId', '=', roundId)
        .orderBy('parameterCode')
        .execute(),

    history: (roundId: number) =>
      db
        .selectFrom('sojRoundEvent')
        .select(['action', 'fromStatus', 'toStatus', 'username', 'at', 'remarks'])
        .where('roundId', '=', roundId)
        .orderBy('id')
        .execute(),
  };
}

/** Results across rounds: by status, approved with their units, and the standing exceedances. */
function createSojResultsRepository(db: Kysely<Database>) {
  return {
    /** The results of the stations' sampled rounds of these statuses, by sampling day. */
    resultsOfStatuses: (
      stationIds: readonly string[],
      statuses: readonly Database['sojRound']['status'][],
    ) =>
      db
        .selectFrom('sojResult as r')
        .innerJoin('sojRound as o', 'o.id', 'r.roundId')
        .select(['o.stationId', 'o.sampledOn', 'r.parameterCode', 'r.value'])
        .where('o.stationId', 'in', [...stationIds])
        .where('o.status', 'in', [...statuses])
        .where('o.sampledOn', 'is not', null)
        .orderBy('o.sampledOn')
        .execute(),

    /** Approved results with their station and unit, oldest first. */
    approvedResults: (filter: {
      from?: string | undefined;
      to?: string | undefined;
      stationId?: string | undefined;
      parameterCode?: string | undefined;
      side?: string | undefined;
    }) =>
      db
        .selectFrom('sojResult as x')
        .innerJoin('sojRound as r', 'r.id', 'x.roundId')
        .innerJoin('station as s', 's.id', 'r.stationId')
        .innerJoin(programmeStations(db).as('ss'), 'ss.stationId', 'r.stationId')
        .innerJoin('sojParameter as p', 'p.code', 'x.parameterCode')
        .select([
          'r.id as roundId',
          'r.stationId',
          's.name as stationName',
          'ss.side',
          'ss.stationGroup',
          day('r.sampledOn').as('sampledOn'),
          'x.parameterCode',
          'p.unit',
          'x.value',
          'x.censored',
        ])
        .where('r.status', '=', 'approved')
        .$if(filter.from !== undefined, (q) => q.where('r.sampledOn', '>=', filter.from!))
        .$if(filter.to !== undefined, (q) => q.where('r.sampledOn', '<=', filter.to!))
        .$if(filter.stationId !== undefined, (q) => q.where('r.stationId', '=', filter.stationId!))
        .$if(filter.parameterCode !== undefined, (q) =>
          q.where('x.parameterCode', '=', filter.parameterCode!),
        )
        .$if(filter.side !== undefined, (q) => q.where('ss.side', '=', filter.side as 'MY' | 'SG'))
        .orderBy('r.sampledOn')
        .orderBy('r.stationId')
        .orderBy('p.sortOrder')
        .execute(),

    exceedances: (year: number | undefined) =>
      db
        .selectFrom('sojExceedance as e')
        .innerJoin('station as s', 's.id', 'e.stationId')
        .innerJoin('sojParameter as p', 'p.code', 'e.parameterCode')
        .select([
          'e.id',
          'e.roundId',
          'e.stationId',
          's.name as stationName',
          'e.parameterCode',
          'p.unit',
          day('e.sampledOn').as('sampledOn'),
          'e.value',
          'e.min',
          'e.max',
          'e.standardVersion',
          'e.raisedAt',
        ])
        .where('e.withdrawnAt', 'is', null)
        .$if(year !== undefined, (q) =>
          q.where('e.sampledOn', '>=', `${year}-01-01`).where('e.sampledOn', '<=', `${year}-12-31`),
        )
        .orderBy('e.sampledOn', 'desc')
        .orderBy('e.id')
        .execute(),
  };
}

/** The SQL of the Straits of Johor module; each read is one statement over small tables. */
export function createSojRepository(db: Kysely<Database>) {
  return {
    ...createSojReferenceRepository(db),
    ...createSojRoundsReadRepository(db),
    ...createSojResultsRepository(db),
  };
}

export type SojRepository = ReturnType<typeof createSojRepository>;
