import type { Kysely } from 'kysely';
import type { Database, ReadingChangeTable } from '../../db/schema/index.js';

/** One value of a change set: what the history says it was and became, and the state it is left in. */
export interface AppendedChange {
  readonly parameterCode: string;
  readonly ts: Date;
  readonly kind: ReadingChangeTable['kind'];
  /** As the value's history (`reading_change`) records them. */
  readonly before: object;
  readonly after: object;
  /** The value's current state once changed; without `qualifiers` it keeps those it has. */
  readonly state: {
    readonly value: number | null;
    readonly validity: number;
    readonly nullReason: string | null;
    readonly qualifiers?: readonly string[];
  };
}

/** Who made a change set, when and why. */
export interface ChangeSetOrigin {
  readonly changeSet: string;
  readonly stationId: string;
  readonly reason: string | null;
  readonly userId: string | null;
  readonly username: string;
  readonly at: Date;
}

/**
 * The one write of changed values: appends a `reading_change` per value and sets its
 * `reading_state` to the change's outcome (two statements). Every writer keeps approved data out
 * first (`assertUnlocked`, `partitionLocked`) and recomputes the rollups after. Call inside a
 * transaction.
 */
export async function appendChanges(
  trx: Kysely<Database>,
  origin: ChangeSetOrigin,
  changes: readonly AppendedChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const { changeSet, stationId, reason, userId, username, at } = origin;
  const ids = await trx
    .insertInto('readingChange')
    .values(
      changes.map((c) => ({
        changeSet,
        stationId,
        parameterCode: c.parameterCode,
        ts: c.ts,
        kind: c.kind,
        reason,
        userId,
        username,
        at,
        before: JSON.stringify(c.before),
        after: JSON.stringify(c.after),
      })),
    )
    .returning('id')
    .execute();
  const qualified = changes.some((c) => c.state.qualifiers !== undefined);
  await trx
    .insertInto('readingState')
    .values(
      changes.map((c, i) => ({
        stationId,
        parameterCode: c.parameterCode,
        ts: c.ts,
        value: c.state.value,
        validity: c.state.validity,
        nullReason: c.state.nullReason,
        qualifiers: c.state.qualifiers && [...c.state.qualifiers],
        changeId: Number(ids[i]!.id),
        updatedAt: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['stationId', 'parameterCode', 'ts']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        validity: eb.ref('excluded.validity'),
        nullReason: eb.ref('excluded.nullReason'),
        ...(qualified && { qualifiers: eb.ref('excluded.qualifiers') }),
        changeId: eb.ref('excluded.changeId'),
        updatedAt: eb.ref('excluded.updatedAt'),
      })),
    )
    .execute();
}
