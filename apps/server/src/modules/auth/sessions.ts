import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { createSessionsRepository } from './sessions.repository.js';

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
  await createSessionsRepository(db).endOfUsers(userIds, at, keepSessionId);
}

/**
 * Whether a token's session is still live: not ended (logout, disabling, role or password
 * change) and its user still active. One primary-key lookup per call, read from the database so
 * every instance sees a revocation at once.
 */
export function createSessionCheck(db: Kysely<Database>) {
  const repo = createSessionsRepository(db);
  return (principal: Principal): Promise<boolean> =>
    repo.isLive(principal.sessionId, principal.userId);
}
