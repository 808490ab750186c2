import { createHash, randomBytes } from 'node:crypto';
import { LOCKOUT_MS, LOGIN_ATTEMPTS_ALLOWED } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, AccessEvent } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { createAuthRepository } from './auth.repository.js';
import { decoyPasswordHash, verifyPassword } from './passwords.js';
import { tickedRoles } from './roles.js';
import { createSessionsRepository } from './sessions.repository.js';
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

/** What signing in and out reads and writes through. */
interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  tokens: TokenService;
  repo: ReturnType<typeof createAuthRepository>;
  sessions: ReturnType<typeof createSessionsRepository>;
}

/** Notes a sign-in event in the access log. */
async function recordAccess(
  { repo, clock }: Deps,
  event: AccessEvent,
  username: string,
  userId: string | null,
  client: ClientInfo,
  detail?: string,
) {
  await repo.logAccess({
    at: clock.now(),
    event,
    username,
    userId,
    ip: client.ip,
    userAgent: client.userAgent,
    detail: detail ?? null,
  });
}

/**
 * Counts one failure for `key` and answers the attempt message, locking at the last one.
 * `code` is what the caller sees: a failed sign-in, or a wrong current password; `note` is
 * for the access log only (the caller never sees it).
 */
async function countFailure(
  deps: Deps,
  key: string,
  username: string,
  userId: string | null,
  client: ClientInfo,
  code: 'INVALID_CREDENTIALS' | 'CURRENT_PASSWORD_WRONG' = 'INVALID_CREDENTIALS',
  note?: string,
): Promise<never> {
  const { db, clock, repo } = deps;
  const now = clock.now();
  const failures = await repo.countFailure(key, now);
  const n = Math.min(failures, LOGIN_ATTEMPTS_ALLOWED);
  const detail = `${n}/${LOGIN_ATTEMPTS_ALLOWED}${note ? ` ${note}` : ''}`;
  if (failures >= LOGIN_ATTEMPTS_ALLOWED) {
    await repo.lock(key, new Date(now.getTime() + LOCKOUT_MS), now);
    await recordAccess(deps, 'lockout', username, userId, client, detail);
    // Someone holding a session is guessing its password: the account's sessions end with the lock.
    if (code === 'CURRENT_PASSWORD_WRONG' && userId) await endUserSessions(db, [userId], now);
  } else {
    await recordAccess(deps, 'login_failure', username, userId, client, detail);
  }
  if (code === 'CURRENT_PASSWORD_WRONG') throw new AppError(code);
  throw new AppError(code, {
    messageKey: 'errors:auth.attempt',
    values: { n, max: LOGIN_ATTEMPTS_ALLOWED },
  });
}

/** Signing in, renewing the token and signing out. */
function createSignIn(deps: Deps) {
  const { db, clock, tokens, repo, sessions } = deps;
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
      const counter = await repo.counter(key);
      if (counter?.lockedUntil && counter.lockedUntil > now) {
        await recordAccess(deps, 'locked_attempt', username, null, client);
        throw new AppError('ACCOUNT_LOCKED');
      }
      if (counter?.lockedUntil) {
        // The lock has lifted: counting starts again.
        await repo.restartCount(key, now);
      }
      const user = await repo.byUsername(key);
      const matches = await verifyPassword(
        user?.passwordHash ?? (await decoyPasswordHash()),
        password,
      );
      if (!user || !matches) return countFailure(deps, key, username, user?.id ?? null, client);
      // A disabled account is answered and counted exactly like a wrong password, even after the
      // right one: the answer tells nobody that the password was right or that the account exists.
      if (!user.isActive)
        return countFailure(
          deps,
          key,
          username,
          user.id,
          client,
          'INVALID_CREDENTIALS',
          'disabled',
        );
      await repo.clearCount(key);
      const sessionId = await sessions.insert({
        userId: user.id,
        createdAt: now,
        lastSeenAt: now,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await repo.setLastLogin(user.id, now);
      await recordAccess(deps, 'login_success', user.username, user.id, client);
      const ticked = await tickedRoles(db, user.id);
      return {
        token: await tokens.sign({
          userId: user.id,
          sessionId,
          username: user.username,
          ticked,
        }),
      };
    },

    /** Spec §7 renewjwt: a fresh token and the ticked roles, read anew from the database. */
    async renew(token: string | null, client: ClientInfo) {
      const principal = token ? await tokens.verify(token) : null;
      if (!principal) throw new AppError('TOKEN_INVALID');
      const session = await sessions.find(principal.sessionId);
      const user: (SessionUser & { isActive: boolean }) | undefined = await repo.sessionUser(
        principal.userId,
      );
      if (!session || session.endedAt || !user || !user.isActive) {
        await recordAccess(deps, 'renewal_refused', principal.username, principal.userId, client);
        throw new AppError('TOKEN_INVALID');
      }
      await sessions.touch(principal.sessionId, clock.now());
      const ticked = await tickedRoles(db, user.id);
      const newjwt = await tokens.sign({ ...principal, username: user.username, ticked });
      const { isActive: _active, ...profile } = user;
      return { newjwt, roledetail: { ticked }, user: profile };
    },

    async logout(token: string | null, client: ClientInfo): Promise<void> {
      const principal = token ? await tokens.verify(token) : null;
      if (!principal) return;
      await sessions.end(principal.sessionId, clock.now());
      await recordAccess(deps, 'logout', principal.username, principal.userId, client);
    },
  };
}

/** The access log, the current-password check, ending sessions and reset tokens. */
function createAccountChecks(deps: Deps) {
  const { db, clock, repo } = deps;
  return {
    logAccess: (
      event: AccessEvent,
      username: string,
      userId: string | null,
      client: ClientInfo,
      detail?: string,
    ) => recordAccess(deps, event, username, userId, client, detail),

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
      const counter = await repo.counter(key);
      if (counter?.lockedUntil && counter.lockedUntil > now) throw new AppError('ACCOUNT_LOCKED');
      if (counter?.lockedUntil) await repo.restartCount(key, now);
      if (!(await verifyPassword(await repo.passwordHashOf(principal.userId), password)))
        return countFailure(
          deps,
          key,
          principal.username,
          principal.userId,
          client,
          'CURRENT_PASSWORD_WRONG',
        );
      await repo.clearCount(key);
    },

    /** Ends every open session of a user (after a password reset or when disabled). */
    async endSessions(userId: string): Promise<void> {
      await endUserSessions(db, [userId], clock.now());
    },

    /** A new single-use reset token for `userId`, valid for an hour; returns the token itself. */
    async issueResetToken(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertResetToken({
        userId,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60 * 60_000),
      });
      return token;
    },
  };
}

export function createAuthService({
  db,
  clock,
  tokens,
}: {
  db: Kysely<Database>;
  clock: Clock;
  tokens: TokenService;
}) {
  const deps: Deps = {
    db,
    clock,
    tokens,
    repo: createAuthRepository(db),
    sessions: createSessionsRepository(db),
  };
  return {
    ...createSignIn(deps),
    ...createAccountChecks(deps),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
export type { Principal };
