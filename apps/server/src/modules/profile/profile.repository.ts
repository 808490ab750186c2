import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

const PROFILE_COLUMNS = [
  'id',
  'username',
  'fullName',
  'email',
  'phone',
  'organisation',
  'userGroup',
  'lastLoginAt',
  'dailyDigest',
] as const;

export interface ProfileDetails {
  readonly fullName: string;
  readonly phone: string | null;
  readonly organisation: string | null;
}

/** SQL of the user's own profile. */
export function createProfileRepository(db: Kysely<Database>) {
  return {
    find: (userId: string) =>
      db.selectFrom('appUser').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst(),

    async setDetails(trx: Kysely<Database>, userId: string, details: ProfileDetails, at: Date) {
      await trx
        .updateTable('appUser')
        .set({ ...details, updatedAt: at })
        .where('id', '=', userId)
        .execute();
    },

    async setDigest(
      trx: Kysely<Database>,
      userId: string,
      digest: { dailyDigest: boolean; language: 'en' | 'ms' },
      at: Date,
    ) {
      await trx
        .updateTable('appUser')
        .set({ ...digest, updatedAt: at })
        .where('id', '=', userId)
        .execute();
    },

    async setPassword(trx: Kysely<Database>, userId: string, passwordHash: string, at: Date) {
      await trx
        .updateTable('appUser')
        .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
        .where('id', '=', userId)
        .execute();
    },
  };
}
