import { createHash, randomBytes } from 'node:crypto';
import { LOCKOUT_MS, LOGIN_ATTEMPTS_ALLOWED } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, AccessEvent } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { tickedRoles } from './roles.js';
import { endUserSessions } from './sessions.js';
import type { TokenService } from './tokens.js';

export interface ClientInfo {
  readonly ip: string | null;
  readonly userAgent: string | null;
}

export interface SessionUser {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly email: string;
  readonly userGroup: 'department' | 'other';
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const usernameKey = (username: string) => username.trim().toLowerCase();

export function createAuthService({
  db,
  clock,
  tokens,
}: {
  db: Kysely<Database>;
  clock: Clock;
  tokens: TokenService;
}) {
  async function logAccess(
    event: AccessEvent,
    username: string,
    userId: string | null,
    client: ClientInfo,
    detail?: string,
  ) {
    await db
      .insertInto('accessLog')
      .values({
        at: clock.now(),
        event,
        username,
        userId,
        ip: client.ip,
        userAgent: client.userAgent,
        detail: detail ?? null,
      })
      .execute();
  }

  /**
   * Counts one failure for `key` and answers the attempt message, locking at the last one.
   * `code` is what the caller sees: a failed sign-in, or a wrong current password; `note` is
   * for the access log only (the caller never sees it).
   */
  async function countFailure(
    key: string,
    username: string,
    userId: string | null,
    client: ClientInfo,
    code: 'INVALID_CREDENTIALS' | 'CURRENT_PASSWORD_WRONG' = 'INVALID_CREDENTIALS',
    note?: string,
  ): Promise<never> {
    const now = clock.now();
    const row = await db
      .insertInto('loginCounter')
      .values({ usernameKey: key, failures: 1, lockedUntil: null, updatedAt: now })
      .onConflict((oc) =>
        oc.column('usernameKey').doUpdateSet({
          failures: sql`login_counter.failures + 1`,
          updatedAt: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const n = Math.min(row.failures, LOGIN_ATTEMPTS_ALLOWED);
    const detail = `${n}/${LOGIN_ATTEMPTS_ALLOWED}${note ? ` ${note}` : ''}`;
    if (row.failures >= LOGIN_ATTEMPTS_ALLOWED) {
      await db
        .updateTable('loginCounter')
        .set({ lockedUntil: new Date(now.getTime() + LOCKOUT_MS), updatedAt: now })
        .where('usernameKey', '=', key)
        .execute();
      await logAccess('lockout', username, userId, client, detail);
      // Someone holding a session is guessing its password: the account's sessions end with the lock.
      if (code === 'CURRENT_PASSWORD_WRONG' && userId) await endUserSessions(db, [userId], now);
    } else {
      await logAccess('login_failure', username, userId, client, detail);
    }
    if (code === 'CURRENT_PASSWORD_WRONG') throw new AppError(code);
    throw new AppError(code, {
      messageKey: 'errors:auth.attempt',
      values: { n, max: LOGIN_ATTEMPTS_ALLOWED },
    });
  }

  async function sessionUser(
    userId: string,
  ): Promise<(SessionUser & { isActive: boolean }) | undefined> {
    return db
      .selectFrom('appUser')
      .select(['id', 'username', 'fullName', 'email', 'userGroup', 'isActive'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  return {
    /**
     * Spec §4/§8: the n-th consecutive failure answers 'Login attempt: n/4'; the 4th locks the
     * name for 15 minutes, during which every attempt is refused; a success resets the count.
     */
    async login(
      username: string,
      password: string,
      client: ClientInfo,
    ): Promise<{ token: string }> {
      const key = usernameKey(username);
      const now = clock.now();
      const counter = await db
        .selectFrom('loginCounter')
        .selectAll()
        .where('usernameKey', '=', key)
        .executeTakeFirst();
      if (counter?.lockedUntil && counter.lockedUntil > now) {
        await logAccess('locked_attempt', username, null, client);
        throw new AppError('ACCOUNT_LOCKED');
      }
      if (counter?.lockedUntil) {
        // The lock has lifted: counting starts again.
        await db
          .updateTable('loginCounter')
          .set({ failures: 0, lockedUntil: null, updatedAt: now })
          .where('usernameKey', '=', key)
          .execute();
      }
      const user = await db
        .selectFrom('appUser')
        .select(['id', 'username', 'passwordHash', 'isActive'])
        .where(sql<string>`lower(username)`, '=', key)
        .executeTakeFirst();
      const matches = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !matches) return countFailure(key, username, user?.id ?? null, client);
      // A disabled account is answered and counted exactly like a wrong password, even after the
      // right one: the answer tells nobody that the password was right or that the account exists.
      if (!user.isActive)
        return countFailure(key, username, user.id, client, 'INVALID_CREDENTIALS', 'disabled');
      await db.deleteFrom('loginCounter').where('usernameKey', '=', key).execute();
      const session = await db
        .insertInto('userSession')
        .values({
          userId: user.id,
          createdAt: now,
          lastSeenAt: now,
          ip: client.ip,
          userAgent: client.userAgent,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('appUser').set({ lastLoginAt: now }).where('id', '=', user.id).execute();
      await logAccess('login_success', user.username, user.id, client);
      const ticked = await tickedRoles(db, user.id);
      return {
        token: await tokens.sign({
          userId: user.id,
          sessionId: session.id,
          username: user.username,
          ticked,
        }),
      };
    },

    /** Spec §7 renewjwt: a fresh token and the ticked roles, read anew from the database. */
    async renew(token: string | null, client: ClientInfo) {
      const principal = token ? await tokens.verify(token) : null;
      if (!principal) throw new AppError('TOKEN_INVALID');
      const session = await db
        .selectFrom('userSession')
        .select(['endedAt'])
        .where('id', '=', principal.sessionId)
        .executeTakeFirst();
      const user = await sessionUser(principal.userId);
      if (!session || session.endedAt || !user || !user.isActive) {
        await logAccess('renewal_refused', principal.username, principal.userId, client);
        throw new AppError('TOKEN_INVALID');
      }
      await db
        .updateTable('userSession')
        .set({ lastSeenAt: clock.now() })
        .where('id', '=', principal.sessionId)
        .execute();
      const ticked = await tickedRoles(db, user.id);
      const newjwt = await tokens.sign({ ...principal, username: user.username, ticked });
      const { isActive: _active, ...profile } = user;
      return { newjwt, roledetail: { ticked }, user: profile };
    },

    async logout(token: string | null, client: ClientInfo): Promise<void> {
      const principal = token ? await tokens.verify(token) : null;
      if (!principal) return;
      await db
        .updateTable('userSession')
        .set({ endedAt: clock.now() })
        .where('id', '=', principal.sessionId)
        .where('endedAt', 'is', null)
        .execute();
      await logAccess('logout', principal.username, principal.userId, client);
    },

    logAccess,

    /**
     * Checks a signed-in user's current password (to change their password or email). Failures
     * count exactly like sign-in failures on the same name: four lock the account for 15 minutes.
     */
    async verifyCurrentPassword(
      principal: Principal,
      password: string,
      client: ClientInfo,
    ): Promise<void> {
      const key = usernameKey(principal.username);
      const now = clock.now();
      const counter = await db
        .selectFrom('loginCounter')
        .select('lockedUntil')
        .where('usernameKey', '=', key)
        .executeTakeFirst();
      if (counter?.lockedUntil && counter.lockedUntil > now) throw new AppError('ACCOUNT_LOCKED');
      if (counter?.lockedUntil)
        await db
          .updateTable('loginCounter')
          .set({ failures: 0, lockedUntil: null, updatedAt: now })
          .where('usernameKey', '=', key)
          .execute();
      const user = await db
        .selectFrom('appUser')
        .select('passwordHash')
        .where('id', '=', principal.userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.passwordHash, password)))
        return countFailure(
          key,
          principal.username,
          principal.userId,
          client,
          'CURRENT_PASSWORD_WRONG',
        );
      await db.deleteFrom('loginCounter').where('usernameKey', '=', key).execute();
    },

    /** Ends every open session of a user (after a password reset or when disabled). */
    async endSessions(userId: string): Promise<void> {
      await endUserSessions(db, [userId], clock.now());
    },

    /** A new single-use reset token for `userId`, valid for an hour; returns the token itself. */
    async issueResetToken(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('passwordReset')
        .values({
          userId,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + 60 * 60_000),
        })
        .execute();
      return token;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { Principal };
