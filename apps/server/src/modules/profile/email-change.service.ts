import { randomBytes } from 'node:crypto';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { sha256, type AuthService, type ClientInfo } from '../auth/index.js';
import { createProfileRepository } from './profile.repository.js';

/** How long a confirmation link works. */
const CONFIRM_TTL_MS = 60 * 60_000;

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly auth: AuthService;
  readonly mailer: Mailer;
  /** Base of the confirmation link (configuration only). */
  readonly publicUrl: string;
}

/**
 * A change of a user's own email address: it needs the current password (counted like sign-in
 * failures), the new address must belong to no other account, and it takes effect only when
 * confirmed from the new address with a single-use link; the old address is told.
 */
export function createEmailChangeService({ db, clock, auth, mailer, publicUrl }: Deps) {
  const repo = createProfileRepository(db);
  const isTaken = (email: string, exceptUserId: string) => repo.emailTaken(email, exceptUserId);

  return {
    isTaken,

    /** Asks for the change: checks, stores the hashed token and mails the link. */
    async request(
      me: Principal,
      newEmail: string,
      currentPassword: string | undefined,
      language: Language,
      client: ClientInfo,
    ): Promise<void> {
      if (!currentPassword) throw new AppError('CURRENT_PASSWORD_WRONG');
      await auth.verifyCurrentPassword(me, currentPassword, client);
      if (await isTaken(newEmail, me.userId)) throw new AppError('EMAIL_TAKEN');
      const user = await repo.contact(me.userId);
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        // One pending change at a time: a new request replaces the earlier link.
        await repo.replaceEmailChange(trx, {
          userId: me.userId,
          newEmail,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
        });
        await recordActivity(trx, {
          actor: me,
          action: 'request_email_change',
          entity: 'profile',
          entityId: me.userId,
          at: now,
          ip: client.ip,
          after: { newEmail },
        });
      });
      const link = `${publicUrl}/confirm-email?token=${token}`;
      await mailer.send({
        to: newEmail,
        subject: translate(language, 'security:email.confirmSubject'),
        text: translate(language, 'security:email.confirmBody', { name: user.fullName, link }),
      });
      await mailer.send({
        to: user.email,
        subject: translate(language, 'security:email.noticeSubject'),
        text: translate(language, 'security:email.noticeBody', {
          name: user.fullName,
          email: newEmail,
        }),
      });
    },

    /** Applies a change from its link: valid, unused, unexpired, and the address still free. */
    async confirm(token: string, client: ClientInfo): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await repo.confirmEmailChange(trx, sha256(token), now);
        if (!row) throw new AppError('EMAIL_CHANGE_INVALID');
        if (await repo.emailTaken(row.newEmail, row.userId, trx)) throw new AppError('EMAIL_TAKEN');
        const before = await repo.contact(row.userId, trx);
        await repo.setEmail(trx, row.userId, row.newEmail, now);
        await recordActivity(trx, {
          actor: { userId: row.userId, username: before.username },
          action: 'confirm_email_change',
          entity: 'profile',
          entityId: row.userId,
          at: now,
          ip: client.ip,
          before: { email: before.email },
          after: { email: row.newEmail },
        });
      });
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
