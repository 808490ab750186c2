import { sql, type Insertable, type Kysely } from 'kysely';
import { insertReturningId, updateByIdWhile } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** Whose code or session: the user and their current sign-in. */
interface Holder {
  readonly userId: string;
  readonly sessionId: string;
}

/** The SQL of the SOJ identification: one-time codes and SOJ sessions. */
export function createSojIdentityRepository(db: Kysely<Database>) {
  return {
    userEmail: async (userId: string) =>
      (
        await db
          .selectFrom('appUser')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).email,

    /** Holds the user's row for the transaction (on PostgreSQL), so their code requests go one at a time. */
    async lockUser(trx: Kysely<Database>, userId: string) {
      await trx.selectFrom('appUser').select('id').where('id', '=', userId).forUpdate().execute();
    },

    /** How many of the user's codes made since `since` were never entered. */
    async unenteredCodes(trx: Kysely<Database>, userId: string, since: Date): Promise<number> {
      const { unentered } = await trx
        .selectFrom('sojIdentityCode')
        .select((eb) => eb.fn.countAll<number>().as('unentered'))
        .where('userId', '=', userId)
        .where('createdAt', '>', since)
        .where('usedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(unentered);
    },

    /** Expires the user's live codes not entered. */
    async expireCodes(trx: Kysely<Database>, userId: string, now: Date) {
      await trx
        .updateTable('sojIdentityCode')
        .set({ expiresAt: now })
        .where('userId', '=', userId)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .execute();
    },

    async insertCode(trx: Kysely<Database>, row: Insertable<Database['sojIdentityCode']>) {
      await trx.insertInto('sojIdentityCode').values(row).execute();
    },

    /**
     * Counts one try of the holder's latest live code and answers its id and hash, or nothing when
     * there is no live code or it has had `tries` tries. One statement.
     */
    takeTry: (holder: Holder, now: Date, tries: number) =>
      db
        .updateTable('sojIdentityCode')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', (eb) =>
          eb
            .selectFrom('sojIdentityCode')
            .select('id')
            .where('userId', '=', holder.userId)
            .where('sessionId', '=', holder.sessionId)
            .where('usedAt', 'is', null)
            .where('expiresAt', '>', now)
            .orderBy('createdAt', 'desc')
            .limit(1),
        )
        .where('usedAt', 'is', null)
        .where('attempts', '<', tries)
        .returning(['id', 'codeHash'])
        .executeTakeFirst(),

    /** Marks a code used, unless it already is; answers whether this call marked it. */
    useCode: (id: string, now: Date): Promise<boolean> =>
      updateByIdWhile(db, 'sojIdentityCode', id, { usedAt: null }, { usedAt: now }),

    /** Opens an SOJ session; answers its id. */
    insertSession: (trx: Kysely<Database>, row: Insertable<Database['sojSession']>) =>
      insertReturningId(trx, 'sojSession', row),

    /** The holder's SOJ session of this token hash. */
    session: (holder: Holder, tokenHash: string) =>
      db
        .selectFrom('sojSession')
        .select(['id', 'expiresAt', 'endedAt'])
        .where('tokenHash', '=', tokenHash)
        .where('userId', '=', holder.userId)
        .where('sessionId', '=', holder.sessionId)
        .executeTakeFirst(),

    /** Ends the user's open SOJ sessions; answers how many were open. */
    async endSessions(userId: string, now: Date): Promise<number> {
      const ended = await db
        .updateTable('sojSession')
        .set({ endedAt: now })
        .where('userId', '=', userId)
        .where('endedAt', 'is', null)
        .returning('id')
        .execute();
      return ended.length;
    },
  };
}
