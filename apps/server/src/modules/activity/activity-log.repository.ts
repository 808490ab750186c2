import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';

/** One entry of the activity log: who did what to which record, with its state before and after. */
export interface ActivityEntry {
  readonly actor: Pick<Principal, 'userId' | 'username'> | null;
  /** What was done: `create`, `update`, `delete`, `disable`, `unlock`, … */
  readonly action: string;
  /** What it was done to: a table-like name such as `user`, `role_template`, `state`. */
  readonly entity: string;
  readonly entityId?: string | number | null;
  readonly before?: object | null;
  readonly after?: object | null;
  readonly ip?: string | null;
  readonly at: Date;
}

/** Appends one entry to the activity log; call it in the same transaction as the change. */
export async function recordActivity(db: Kysely<Database>, entry: ActivityEntry): Promise<void> {
  await db
    .insertInto('activityLog')
    .values({
      at: entry.at,
      userId: entry.actor?.userId ?? null,
      username: entry.actor?.username ?? 'system',
      action: entry.action,
      entity: entry.entity,
      entityId:
        entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      ip: entry.ip ?? null,
    })
    .execute();
}
