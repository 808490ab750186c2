import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ValueKey } from '../values/index.js';

/**
 * Change sets a QA/QC officer made on the pages (edits, restores as received, reverts and approved
 * delete requests), the ones that can be reverted: the actions their activity log rows carry.
 */
export const REVERTIBLE_ACTIONS = [
  'qaqc_edit',
  'qaqc_restore',
  'qaqc_revert',
  'qaqc_delete',
] as const;

/** SQL of the QA/QC change sets: their list, their changes, and the states a revert checks. */
export function createChangeSetsRepository(db: Kysely<Database>) {
  return {
    /** Change sets of a module's stations whose changes were made in [from, to), newest first. */
    list: (module: ModuleCode, from: Date, to: Date, stationId?: string) =>
      db
        .selectFrom('readingChange as c')
        .innerJoin('station as st', 'st.id', 'c.stationId')
        .select([
          'c.changeSet',
          'c.stationId',
          sql<string>`min(c.kind)`.as('kind'),
          sql<string[]>`array_agg(distinct c.parameter_code)`.as('parameterCodes'),
          sql<number>`count(*)::int`.as('values'),
          sql<Date>`min(c.ts)`.as('firstTs'),
          sql<Date>`max(c.ts)`.as('lastTs'),
          sql<string | null>`min(c.reason)`.as('reason'),
          sql<string>`min(c.username)`.as('username'),
          sql<Date>`min(c.at)`.as('at'),
          sql<boolean>`exists (select 1 from activity_log a where a.entity_id = c.change_set::text and a.action in (${sql.join([...REVERTIBLE_ACTIONS])}))`.as(
            'revertible',
          ),
        ])
        .where('st.module', '=', module)
        .where('c.at', '>=', from)
        .where('c.at', '<', to)
        .$if(!!stationId, (q) => q.where('c.stationId', '=', stationId!))
        .groupBy(['c.changeSet', 'c.stationId'])
        .orderBy(sql`min(c.at)`, 'desc')
        .limit(500)
        .execute(),

    /** The changes of one change set, in the order they were made. */
    changes: (changeSet: string) =>
      db
        .selectFrom('readingChange')
        .select(['id', 'stationId', 'parameterCode', 'ts', 'before', 'after'])
        .where('changeSet', '=', changeSet)
        .orderBy('id')
        .execute(),

    /** Whether a QA/QC officer made the change set on the pages (its activity is a revertible one). */
    async isRevertible(changeSet: string): Promise<boolean> {
      const made = await db
        .selectFrom('activityLog')
        .select('id')
        .where('entityId', '=', changeSet)
        .where('action', 'in', [...REVERTIBLE_ACTIONS])
        .executeTakeFirst();
      return made !== undefined;
    },

    /** The changed states of a station's values, locked for the rest of the transaction. */
    statesForUpdate: (trx: Kysely<Database>, stationId: string, keys: readonly ValueKey[]) =>
      trx
        .selectFrom('readingState')
        .select(['parameterCode', 'ts', 'value', 'validity', 'nullReason', 'qualifiers'])
        .where('stationId', '=', stationId)
        .where((eb) =>
          eb.or(
            keys.map((c) =>
              eb.and([eb('parameterCode', '=', c.parameterCode), eb('ts', '=', c.ts)]),
            ),
          ),
        )
        .forUpdate()
        .execute(),
  };
}
