import { sql, type Kysely } from 'kysely';
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

    async setEmail(trx: Kysely<Database>, userId: string, email: string, at: Date) {
      await trx
        .updateTable('appUser')
        .set({ email, updatedAt: at })
        .where('id', '=', userId)
        .execute();
    },

    /** Whether another account has this address (addresses compare without case). */
    async emailTaken(email: string, exceptUserId: string, trx: Kysely<Database> = db) {
      const found = await trx
        .selectFrom('appUser')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .where('id', '!=', exceptUserId)
        .executeTakeFirst();
      return found !== undefined;
    },

    /** The names and address of an account that exists. */
    contact: (userId: string, trx: Kysely<Database> = db) =>
      trx
        .selectFrom('appUser')
        .select(['email', 'fullName', 'username'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** Stores a change's hashed link, replacing the user's earlier unconfirmed one. */
    async replaceEmailChange(
      trx: Kysely<Database>,
      change: {
        userId: string;
        newEmail: string;
        tokenHash: string;
        createdAt: Date;
        expiresAt: Date;
      },
    ) {
      await trx
        .deleteFrom('emailChange')
        .where('userId', '=', change.userId)
        .where('confirmedAt', 'is', null)
        .execute();
      await trx.insertInto('emailChange').values(change).execute();
    },

    /** Marks a valid, unused, unexpired change confirmed; undefined when there is none. */
    confirmEmailChange: (trx: Kysely<Database>, tokenHash: string, at: Date) =>
      trx
        .updateTable('emailChange')
        .set({ confirmedAt: at })
        .where('tokenHash', '=', tokenHash)
        .where('confirmedAt', 'is', null)
        .where('expiresAt', '>', at)
        .returning(['userId', 'newEmail'])
        .executeTakeFirst(),
  };
}
