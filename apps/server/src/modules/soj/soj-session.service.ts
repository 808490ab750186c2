import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createSojIdentityRepository } from './soj-identity.repository.js';
import { createSojIdentity, sha256, type SojSessionDeps } from './soj-identity.js';

/**
 * The Straits of Johor identification (spec §3 SOJ session, §7 validate): a signed-in user with an
 * SOJ role proves their identity again (password plus a one-time code sent by mail, in
 * `soj-identity.ts`) and gets an SOJ token that expires. The token belongs to the user's current
 * sign-in: logging out ends it.
 */
export function createSojSessionService(deps: SojSessionDeps) {
  const { db, clock } = deps;
  const repo = createSojIdentityRepository(db);
  return {
    ...createSojIdentity(deps),

    /** The SOJ session of this token, if it belongs to the caller's current sign-in. */
    async find(principal: Principal, token: string) {
      return repo.session(principal, sha256(token));
    },

    /** Spec §7: status 1 while the session is valid, 0 when it has expired (or is unknown or ended). */
    async validate(principal: Principal, token: string) {
      const session = await this.find(principal, token);
      const valid =
        !!session && !session.endedAt && session.expiresAt.getTime() > clock.now().getTime();
      return {
        status: valid ? (1 as const) : (0 as const),
        expires_at: session ? session.expiresAt : null,
      };
    },

    /** Refuses a call without a valid SOJ session: the spec §5 guard's two cases, on the server. */
    async check(principal: Principal | null, token: string | undefined): Promise<void> {
      if (!principal || !token) throw new AppError('SOJ_SESSION_MISSING');
      const session = await this.find(principal, token);
      if (!session || session.endedAt) throw new AppError('SOJ_SESSION_MISSING');
      if (session.expiresAt.getTime() <= clock.now().getTime())
        throw new AppError('SOJ_SESSION_EXPIRED');
    },

    async end(principal: Principal, ip: string | null) {
      const now = clock.now();
      if ((await repo.endSessions(principal.userId, now)) > 0)
        await recordActivity(db, {
          actor: principal,
          action: 'soj_session_end',
          entity: 'soj_session',
          at: now,
          ip,
        });
    },
  };
}

export type SojSessionService = ReturnType<typeof createSojSessionService>;
