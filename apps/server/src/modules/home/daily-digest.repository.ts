import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL only: who gets a daily digest, and the one row per user and day that says it went out. */
export function createDigestRepository(db: Kysely<Database>) {
  return {
    /** Active users with the digest switched on who have no digest for `day` yet. */
    due: (day: string) =>
      db
        .selectFrom('appUser as u')
        .select(['u.id', 'u.fullName', 'u.email', 'u.language'])
        .where('u.dailyDigest', '=', true)
        .where('u.isActive', '=', true)
        .where(
          'u.id',
          'not in',
          db.selectFrom('digestSent as d').select('d.userId').where('d.day', '=', day),
        )
        .orderBy('u.id')
        .execute(),

    /**
     * Claims the user's digest of `day`: true for the one caller (of any instance) whose row went
     * in. Another instance's claim of the same day waits for this transaction and then finds it.
     */
    async claim(trx: Kysely<Database>, userId: string, day: string, at: Date, items: number) {
      const row = await trx
        .insertInto('digestSent')
        .values({ userId, day, sentAt: at, items })
        .onConflict((oc) => oc.columns(['userId', 'day']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
