import type { Insertable, Kysely } from 'kysely';
import { insertReturningId, rowById } from '../../db/row-by-id.js';
import type { Database, UserSessionTable } from '../../db/schema/index.js';

/** SQL of the sign-in sessions and of the role names a user holds. */
export function createSessionsRepository(db: Kysely<Database>) {
  return {
    insert: (session: Insertable<UserSessionTable>): Promise<string> =>
      insertReturningId(db, 'userSession', session),

    find: (id: string) => rowById(db, 'userSession', id, ['endedAt']),

    /** Notes that a session was used now. */
    async touch(id: string, at: Date) {
      await db.updateTable('userSession').set({ lastSeenAt: at }).where('id', '=', id).execute();
    },

    /** Ends one session, if still open. */
    async end(id: string, at: Date) {
      await db
        .updateTable('userSession')
        .set({ endedAt: at })
        .where('id', '=', id)
        .where('endedAt', 'is', null)
        .execute();
    },

    /** Ends the open sessions of some users, except `keepSessionId`. */
    async endOfUsers(userIds: readonly string[], at: Date, keepSessionId?: string) {
      await db
        .updateTable('userSession')
        .set({ endedAt: at })
        .where('userId', 'in', [...new Set(userIds)])
        .where('endedAt', 'is', null)
        .$if(keepSessionId !== undefined, (q) => q.where('id', '!=', keepSessionId!))
        .execute();
    },

    /** Whether a user's session is open and the user active (one primary-key lookup). */
    async isLive(sessionId: string, userId: string): Promise<boolean> {
      const row = await db
        .selectFrom('userSession')
        .innerJoin('appUser', 'appUser.id', 'userSession.userId')
        .select('userSession.id')
        .where('userSession.id', '=', sessionId)
        .where('userSession.userId', '=', userId)
        .where('userSession.endedAt', 'is', null)
        .where('appUser.isActive', '=', true)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The role names a user holds: their templates' functions and their own ticks, unsorted. */
    async roleNames(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('userFunction')
        .select('roleName')
        .where('userId', '=', userId)
        .union(
          db
            .selectFrom('userRoleTemplate')
            .innerJoin(
              'roleTemplateFunction',
              'roleTemplateFunction.templateId',
              'userRoleTemplate.templateId',
            )
            .select('roleTemplateFunction.roleName')
            .where('userRoleTemplate.userId', '=', userId),
        )
        .execute();
      return rows.map((r) => r.roleName);
    },
  };
}
