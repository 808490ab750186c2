import type { SojResult } from '@eqmp/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { updateByIdWhile } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

type RoundStatus = Database['sojRound']['status'];

/** The SQL of a sampling round's sign-off: its status, history, results and exceedances. Writes take the caller's transaction. */
export function createSojRoundsRepository() {
  return {
    /**
     * Changes a round that is still in the status the decision was made on (optimistic check);
     * answers whether it did.
     */
    moveRound: (
      trx: Kysely<Database>,
      id: number,
      from: RoundStatus,
      set: Updateable<Database['sojRound']>,
    ): Promise<boolean> => updateByIdWhile(trx, 'sojRound', id, { status: from }, set),

    /** Appends a step to the round's history. */
    async addEvent(trx: Kysely<Database>, row: Insertable<Database['sojRoundEvent']>) {
      await trx.insertInto('sojRoundEvent').values(row).execute();
    },

    /** Stores a round's results over those of the same parameters (all of them first removed with `replace`). */
    async writeResults(
      trx: Kysely<Database>,
      roundId: number,
      results: readonly SojResult[],
      replace: boolean,
    ) {
      if (replace) await trx.deleteFrom('sojResult').where('roundId', '=', roundId).execute();
      await trx
        .insertInto('sojResult')
        .values(
          results.map((r) => ({
            roundId,
            parameterCode: r.parameterCode,
            value: r.value,
            censored: r.censored,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['roundId', 'parameterCode']).doUpdateSet((eb) => ({
            value: eb.ref('excluded.value'),
            censored: eb.ref('excluded.censored'),
          })),
        )
        .execute();
    },

    /** Raises exceedances. */
    async raiseExceedances(
      trx: Kysely<Database>,
      rows: readonly Insertable<Database['sojExceedance']>[],
    ) {
      await trx
        .insertInto('sojExceedance')
        .values([...rows])
        .execute();
    },

    /** Withdraws a round's standing exceedances. */
    async withdrawExceedances(trx: Kysely<Database>, roundId: number, at: Date) {
      await trx
        .updateTable('sojExceedance')
        .set({ withdrawnAt: at })
        .where('roundId', '=', roundId)
        .where('withdrawnAt', 'is', null)
        .execute();
    },
  };
}
