import { sql, type Kysely } from 'kysely';
import { insertReturningId, takenIgnoringCase, updateById } from '../../db/row-by-id.js';
import type { Database, UserGroup } from '../../db/schema/index.js';
import { pageWithTotal, withSearch, type PageQuery } from '../../http/paging.js';

export interface UserDetails {
  readonly username: string;
  readonly fullName: string;
  readonly email: string;
  readonly phone: string | null;
  readonly organisation: string | null;
  readonly userGroup: UserGroup;
}

/** Accounts with their failed sign-ins and lock. */
const userRows = (db: Kysely<Database>) =>
  db
    .selectFrom('appUser')
    .leftJoin('loginCounter', (join) =>
      join.on('loginCounter.usernameKey', '=', sql<string>`lower(app_user.username)`),
    )
    .select([
      'appUser.id',
      'appUser.username',
      'appUser.fullName',
      'appUser.email',
      'appUser.phone',
      'appUser.organisation',
      'appUser.userGroup',
      'appUser.isActive',
      'appUser.lastLoginAt',
      'appUser.createdAt',
      'loginCounter.lockedUntil',
      'loginCounter.failures',
    ]);

/** The user list, one user, their templates and functions, and the checks of the form. */
function createUserReadsRepository(db: Kysely<Database>) {
  return {
    list: (query: PageQuery) =>
      pageWithTotal(
        withSearch(
          userRows(db),
          ['appUser.username', 'appUser.fullName', 'appUser.email'],
          query.search,
        ),
        query,
        (q) => q.orderBy('appUser.username'),
      ),

    findById: (id: string) => userRows(db).where('appUser.id', '=', id).executeTakeFirst(),

    async templatesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom('userRoleTemplate')
        .innerJoin('roleTemplate', 'roleTemplate.id', 'userRoleTemplate.templateId')
        .select(['userRoleTemplate.userId', 'roleTemplate.id', 'roleTemplate.name'])
        .where('userRoleTemplate.userId', 'in', userIds)
        .orderBy('roleTemplate.name')
        .execute();
    },

    async functionsOf(userId: string) {
      const rows = await db
        .selectFrom('userFunction')
        .select('roleName')
        .where('userId', '=', userId)
        .orderBy('roleName')
        .execute();
      return rows.map((r) => r.roleName);
    },

    usernameExists: (username: string, exceptId?: string) =>
      takenIgnoringCase(db, 'appUser', 'username', username.trim(), exceptId),

    /** Whether another account already has this address (addresses compare without case). */
    emailExists: (email: string, exceptId?: string) =>
      takenIgnoringCase(db, 'appUser', 'email', email, exceptId),

    async templatesExist(ids: readonly string[]) {
      if (ids.length === 0) return true;
      const { n } = await db
        .selectFrom('roleTemplate')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return n === new Set(ids).size;
    },
  };
}

/** Writing accounts in the caller's transaction: details, role assignments and the login counter. */
function createUserWritesRepository() {
  return {
    async setAssignments(
      trx: Kysely<Database>,
      userId: string,
      templateIds: readonly string[],
      functions: readonly string[],
    ) {
      await trx.deleteFrom('userRoleTemplate').where('userId', '=', userId).execute();
      await trx.deleteFrom('userFunction').where('userId', '=', userId).execute();
      if (templateIds.length > 0) {
        await trx
          .insertInto('userRoleTemplate')
          .values([...new Set(templateIds)].map((templateId) => ({ userId, templateId })))
          .execute();
      }
      if (functions.length > 0) {
        await trx
          .insertInto('userFunction')
          .values([...new Set(functions)].map((roleName) => ({ userId, roleName })))
          .execute();
      }
    },

    insert: (trx: Kysely<Database>, details: UserDetails, passwordHash: string) =>
      insertReturningId(trx, 'appUser', { ...details, passwordHash }),

    update: (
      trx: Kysely<Database>,
      id: string,
      changes: Partial<UserDetails> & { readonly isActive?: boolean },
      at: Date,
    ) => updateById(trx, 'appUser', id, { ...changes, updatedAt: at }),

    /** Forgets a username's failed sign-ins, which lifts its lock. */
    async clearLoginCounter(trx: Kysely<Database>, username: string) {
      await trx
        .deleteFrom('loginCounter')
        .where('usernameKey', '=', username.toLowerCase())
        .execute();
    },
  };
}

/** SQL of the user administration pages. */
export function createUsersRepository(db: Kysely<Database>) {
  return {
    ...createUserReadsRepository(db),
    ...createUserWritesRepository(),
  };
}
