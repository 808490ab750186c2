import type { Kysely } from 'kysely';
import { takenIgnoringCase, updateById } from '../../db/row-by-id.js';
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

    setDetails: (trx: Kysely<Database>, userId: string, details: ProfileDetails, at: Date) =>
      updateById(trx, 'appUser', userId, { ...details, updatedAt: at }),

    setDigest: (
      trx: Kysely<Database>,
      userId: string,
      digest: { dailyDigest: boolean; language: 'en' | 'ms' },
      at: Date,
    ) => updateById(trx, 'appUser', userId, { ...digest, updatedAt: at }),

    setPassword: (trx: Kysely<Database>, userId: string, passwordHash: string, at: Date) =>
      updateById(trx, 'appUser', userId, { passwordHash, passwordChangedAt: at, updatedAt: at }),

    setEmail: (trx: Kysely<Database>, userId: string, email: string, at: Date) =>
      updateById(trx, 'appUser', userId, { email, updatedAt: at }),

    /** Whether another account has this address (addresses compare without case). */
    emailTaken: (email: string, exceptUserId: string, trx: Kysely<Database> = db) =>
      takenIgnoringCase(trx, 'appUser', 'email', email, exceptUserId),

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
