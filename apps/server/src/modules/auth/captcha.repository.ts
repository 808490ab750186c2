import type { Kysely } from 'kysely';
import { insertReturningId } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** SQL of the robot check's challenges. */
export function createCaptchaRepository(db: Kysely<Database>) {
  return {
    /** Forgets the challenges expired before `at`. */
    async removeExpired(at: Date) {
      await db.deleteFrom('captchaChallenge').where('expiresAt', '<', at).execute();
    },

    insert: (challenge: { challenge: string; difficulty: number; expiresAt: Date }) =>
      insertReturningId(db, 'captchaChallenge', challenge),

    /** Uses up an unused, unexpired challenge; undefined when there is none. */
    use: (id: string, at: Date) =>
      db
        .updateTable('captchaChallenge')
        .set({ usedAt: at })
        .where('id', '=', id)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at)
        .returning(['challenge', 'difficulty'])
        .executeTakeFirst(),
  };
}
