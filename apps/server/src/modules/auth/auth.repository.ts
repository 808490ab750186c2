import { sql, type Insertable, type Kysely } from 'kysely';
import { insertReturningId, rowById } from '../../db/row-by-id.js';
import type { AccessLogTable, Database, UserGroup } from '../../db/schema/index.js';

/** The access log and the failed-attempt counters of names. */
function createSignInCountersRepository(db: Kysely<Database>) {
  return {
    async logAccess(entry: Insertable<AccessLogTable>) {
      await db.insertInto('accessLog').values(entry).execute();
    },

    /** A name's failed sign-ins (keys are lower-case names). */
    counter: (key: string) =>
      db.selectFrom('loginCounter').selectAll().where('usernameKey', '=', key).executeTakeFirst(),

    /** Counts one more failure for a name; answers the failures so far. */
    async countFailure(key: string, at: Date): Promise<number> {
      const row = await db
        .insertInto('loginCounter')
        .values({ usernameKey: key, failures: 1, lockedUntil: null, updatedAt: at })
        .onConflict((oc) =>
          oc.column('usernameKey').doUpdateSet({
            failures: sql`login_counter.failures + 1`,
            updatedAt: at,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      return row.failures;
    },

    async lock(key: string, until: Date, at: Date) {
      await db
        .updateTable('loginCounter')
        .set({ lockedUntil: until, updatedAt: at })
        .where('usernameKey', '=', key)
        .execute();
    },

    /** Starts a name's count again once its lock has lifted. */
    async restartCount(key: string, at: Date) {
      await db
        .updateTable('loginCounter')
        .set({ failures: 0, lockedUntil: null, updatedAt: at })
        .where('usernameKey', '=', key)
        .execute();
    },

    /** Forgets a name's failures (after a success). */
    async clearCount(key: string) {
      await db.deleteFrom('loginCounter').where('usernameKey', '=', key).execute();
    },
  };
}

/** Accounts by name, address or id, their passwords and reset tokens. */
function createAccountsRepository(db: Kysely<Database>) {
  return {
    /** The account of a name, compared without case (`key` is lower-case). */
    byUsername: (key: string) =>
      db
        .selectFrom('appUser')
        .select(['id', 'username', 'passwordHash', 'isActive'])
        .where(sql<string>`lower(username)`, '=', key)
        .executeTakeFirst(),

    /** An active account outside the department by its address (lower-case). */
    resettableByEmail: (email: string) =>
      db
        .selectFrom('appUser')
        .select(['id', 'email', 'fullName', 'username'])
        .where(sql<string>`lower(email)`, '=', email)
        .where('isActive', '=', true)
        .where('userGroup', '=', 'other')
        .executeTakeFirst(),

    passwordHashOf: async (userId: string) =>
      (
        await db
          .selectFrom('appUser')
          .select('passwordHash')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).passwordHash,

    /** What a session shows of its user. */
    sessionUser: (userId: string) =>
      rowById(db, 'appUser', userId, [
        'id',
        'username',
        'fullName',
        'email',
        'userGroup',
        'isActive',
      ]),

    async setLastLogin(userId: string, at: Date) {
      await db.updateTable('appUser').set({ lastLoginAt: at }).where('id', '=', userId).execute();
    },

    /** Sets a new password; answers the account. */
    setPassword: (userId: string, passwordHash: string, at: Date) =>
      db
        .updateTable('appUser')
        .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
        .where('id', '=', userId)
        .returning(['id', 'username'])
        .executeTakeFirstOrThrow(),

    async insertResetToken(token: {
      userId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insertInto('passwordReset').values(token).execute();
    },

    /** Uses up a valid, unused, unexpired reset token; undefined when there is none. */
    useResetToken: (tokenHash: string, at: Date) =>
      db
        .updateTable('passwordReset')
        .set({ usedAt: at })
        .where('tokenHash', '=', tokenHash)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', at)
        .returning('userId')
        .executeTakeFirst(),
  };
}

/** Role templates and new accounts holding one. */
function createAccountSetupRepository(db: Kysely<Database>) {
  return {
    /** A role template's id by its name, created if missing; its functions are added to. */
    async ensureTemplate(name: string, description: string, functions: readonly string[]) {
      const existing = await db
        .selectFrom('roleTemplate')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      const id =
        existing?.id ?? (await insertReturningId(db, 'roleTemplate', { name, description }));
      await db
        .insertInto('roleTemplateFunction')
        .values(functions.map((roleName) => ({ templateId: id, roleName })))
        .onConflict((oc) => oc.doNothing())
        .execute();
      return id;
    },

    /** Creates an account holding one template; answers its id. */
    async insertUser(
      details: {
        username: string;
        fullName: string;
        email: string;
        userGroup: UserGroup;
        passwordHash: string;
      },
      templateId: string,
    ): Promise<string> {
      const userId = await insertReturningId(db, 'appUser', details);
      await db.insertInto('userRoleTemplate').values({ userId, templateId }).execute();
      return userId;
    },
  };
}

/** SQL of sign-in: accounts, the failed-attempt counters, the access log and reset tokens. */
export function createAuthRepository(db: Kysely<Database>) {
  return {
    ...createSignInCountersRepository(db),
    ...createAccountsRepository(db),
    ...createAccountSetupRepository(db),
  };
}
