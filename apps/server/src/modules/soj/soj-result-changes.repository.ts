import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * The SQL of the change sets of SOJ results (the delete-data flow and its reverts). Writes and
 * locks run on `db`: the caller's transaction.
 */
export function createSojResultChangesRepository(db: Kysely<Database>) {
  return {
    /** Sets one result of a round: removed, then stored again when `after` is given. */
    async setResult(
      roundId: number,
      parameterCode: string,
      after: { value: number; censored: boolean } | null,
    ) {
      await db
        .deleteFrom('sojResult')
        .where('roundId', '=', roundId)
        .where('parameterCode', '=', parameterCode)
        .execute();
      if (after)
        await db
          .insertInto('sojResult')
          .values({ roundId, parameterCode, ...after })
          .execute();
    },

    /** The statuses of some rounds, locked for the transaction (none is approved meanwhile). */
    lockRounds: (roundIds: readonly number[]) =>
      roundIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('sojRound')
            .select(['id', 'status'])
            .where('id', 'in', [...roundIds])
            .forUpdate()
            .execute(),

    /** Keeps the changes of a change set. */
    async insertChanges(rows: readonly Insertable<Database['sojResultChange']>[]) {
      await db
        .insertInto('sojResultChange')
        .values([...rows])
        .execute();
    },

    /**
     * A station parameter's results of the rounds sampled on days [firstDay, endDay), with the
     * standing exceedance each carries, locked for the transaction.
     */
    resultsOfDays: (
      target: { stationId: string; parameterCode: string },
      firstDay: string,
      endDay: string,
    ) =>
      db
        .selectFrom('sojResult as x')
        .innerJoin('sojRound as r', 'r.id', 'x.roundId')
        .leftJoin('sojExceedance as e', (join) =>
          join
            .onRef('e.roundId', '=', 'x.roundId')
            .onRef('e.parameterCode', '=', 'x.parameterCode')
            .on('e.withdrawnAt', 'is', null),
        )
        .select([
          'x.roundId',
          'x.value',
          'x.censored',
          sql<string>`to_char(r.sampled_on, 'YYYY-MM-DD')`.as('sampledOn'),
          'e.id as exceedanceId',
        ])
        .where('r.stationId', '=', target.stationId)
        .where('x.parameterCode', '=', target.parameterCode)
        .where('r.sampledOn', '>=', firstDay)
        .where('r.sampledOn', '<', endDay)
        .forUpdate('x')
        .execute(),

    /** The station of a change set, if it is one of SOJ results. */
    changeSetStation: async (changeSet: string) =>
      (
        await db
          .selectFrom('sojResultChange')
          .select('stationId')
          .where('changeSet', '=', changeSet)
          .executeTakeFirst()
      )?.stationId ?? null,

    /** The changes of a change set, in order. */
    changesOf: (changeSet: string) =>
      db
        .selectFrom('sojResultChange')
        .selectAll()
        .where('changeSet', '=', changeSet)
        .orderBy('id')
        .execute(),

    /** The standing results of some rounds, locked for the transaction. */
    lockResults: (roundIds: readonly number[]) =>
      db
        .selectFrom('sojResult')
        .select(['roundId', 'parameterCode', 'value', 'censored'])
        .where('roundId', 'in', [...roundIds])
        .forUpdate()
        .execute(),

    /** The change sets made in [from, to) (optionally of one station), newest first, each summed up. */
    changeSets: (q: { from: Date; to: Date; stationId?: string | undefined }) =>
      db
        .selectFrom('sojResultChange as c')
        .select([
          'c.changeSet',
          'c.stationId',
          sql<string>`min(c.kind)`.as('kind'),
          sql<string[]>`array_agg(distinct c.parameter_code)`.as('parameterCodes'),
          sql<number>`count(*)::int`.as('values'),
          sql<string>`to_char(min(c.sampled_on), 'YYYY-MM-DD')`.as('firstDay'),
          sql<string>`to_char(max(c.sampled_on), 'YYYY-MM-DD')`.as('lastDay'),
          sql<string>`min(c.reason)`.as('reason'),
          sql<string>`min(c.username)`.as('username'),
          sql<Date>`min(c.at)`.as('at'),
        ])
        .where('c.at', '>=', q.from)
        .where('c.at', '<', q.to)
        .$if(!!q.stationId, (b) => b.where('c.stationId', '=', q.stationId!))
        .groupBy(['c.changeSet', 'c.stationId'])
        .orderBy(sql`min(c.at)`, 'desc')
        .limit(500)
        .execute(),
  };
}
