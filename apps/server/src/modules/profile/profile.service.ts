import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges, recordActivity } from '../activity/index.js';
import {
  type AuthService,
  type ClientInfo,
  endUserSessions,
  hashPassword,
  isStrongPassword,
  tickedRoles,
} from '../auth/index.js';
import type { EmailChangeService } from './email-change.service.js';
import { createProfileRepository, type ProfileDetails } from './profile.repository.js';

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly auth: AuthService;
  readonly emailChange: EmailChangeService;
}

export interface ProfileInput extends ProfileDetails {
  readonly email: string;
  /** Needed only when `email` changes. */
  readonly currentPassword?: string | undefined;
}

/** The signed-in user's own profile: details, an email change by confirmation, the password. */
export function createProfileService({ db, clock, auth, emailChange }: Deps) {
  const repo = createProfileRepository(db);
  const change = loggedChanges({ db, clock }, 'profile');

  async function load(userId: string) {
    const user = orNotFound(await repo.find(userId));
    return { ...user, ticked: await tickedRoles(db, userId) };
  }

  return {
    load,

    /** Details change at once; a new email address only once confirmed from it (mailed link). */
    async update(me: Principal, input: ProfileInput, language: Language, client: ClientInfo) {
      const before = await load(me.userId);
      const { currentPassword, email, ...details } = input;
      if (email.toLowerCase() !== before.email.toLowerCase()) {
        await emailChange.request(me, email, currentPassword, language, client);
      }
      const { fullName, phone, organisation } = before;
      await change(
        {
          actor: me,
          action: 'update',
          entityId: me.userId,
          ip: client.ip,
          before: { fullName, phone, organisation },
          after: details,
        },
        (trx, now) => repo.setDetails(trx, me.userId, details, now),
      );
      return load(me.userId);
    },

    /**
     * The daily digest switch. The digest is written in the language the user works in when
     * setting it (the request's), which is kept with it.
     */
    async setDigest(me: Principal, dailyDigest: boolean, language: Language, client: ClientInfo) {
      const before = await load(me.userId);
      await change(
        {
          actor: me,
          action: 'update',
          entityId: me.userId,
          ip: client.ip,
          before: { dailyDigest: before.dailyDigest },
          after: { dailyDigest, language },
        },
        (trx, now) => repo.setDigest(trx, me.userId, { dailyDigest, language }, now),
      );
      return load(me.userId);
    },

    /** Needs the current password (counted like sign-in failures); other sessions end. */
    async changePassword(
      me: Principal,
      currentPassword: string,
      newPassword: string,
      client: ClientInfo,
    ) {
      await auth.verifyCurrentPassword(me, currentPassword, client);
      if (!isStrongPassword(newPassword)) throw new AppError('PASSWORD_TOO_WEAK');
      const now = clock.now();
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.setPassword(trx, me.userId, passwordHash, now);
        // Every other session ends (a stolen token cannot outlive the change); this one goes on.
        await endUserSessions(trx, [me.userId], now, me.sessionId);
        await recordActivity(trx, {
          actor: me,
          action: 'change_password',
          entity: 'profile',
          entityId: me.userId,
          at: now,
          ip: client.ip,
        });
      });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
