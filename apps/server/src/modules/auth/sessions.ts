import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';

/**
 * Ends the open sessions of the given users (their tokens are refused on the next call), except
 * `keepSessionId` (the caller's own, after changing their own password). Runs in the caller's
 * transaction when given one, so a change and the revocation it causes commit together.
 */
export async function endUserSessions(
  db: Kysely<Database>,
  userIds: readonly string[],
  at: Date,
  keepSessionId?: string,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .updateTable('userSession')
    .set({ endedAt: at })
    .where('userId', 'in', [...new Set(userIds)])
    .where('endedAt', 'is', null)
    .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId!))
    .execute();
}

/**
 * Whether a token's session is still live: not ended (logout, disabling, role or password
 * change) and its user still active. One primary-key lookup per call, read from the database so
 * every instance sees a revocation at once.
 */
export function createSessionCheck(db: Kysely<Database>) {
  return async (principal: Principal): Promise<boolean> => {
    const row = await db
      .selectFrom('userSession')
      .innerJoin('appUser', 'appUser.id', 'userSession.userId')
      .select('userSession.id')
      .where('userSession.id', '=', principal.sessionId)
      .where('userSession.userId', '=', principal.userId)
      .where('userSession.endedAt', 'is', null)
      .where('appUser.isActive', '=', true)
      .executeTakeFirst();
    return row !== undefined;
  };
}
