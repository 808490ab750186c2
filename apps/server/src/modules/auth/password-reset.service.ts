import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { recordActivity } from '../activity/index.js';
import { createAuthRepository } from './auth.repository.js';
import { sha256, type AuthService, type ClientInfo } from './auth.service.js';
import type { CaptchaService } from './captcha.js';
import { hashPassword, isStrongPassword } from './passwords.js';

export interface ResetDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly auth: AuthService;
  readonly captcha: CaptchaService;
  readonly mailer: Mailer;
  readonly departmentEmailDomains: readonly string[];
}

export type ResetOutcome = 'helpdesk' | 'sent';

/** Spec §5/§6: password reset by email plus the robot check; department staff go through the helpdesk. */
export function createPasswordResetService(deps: ResetDeps) {
  const { db, clock, auth, captcha, mailer } = deps;
  const repo = createAuthRepository(db);

  async function sendResetMail(
    user: { id: string; email: string; fullName: string },
    link: (token: string) => string,
    language: Language,
  ) {
    const token = await auth.issueResetToken(user.id);
    await mailer.send({
      to: user.email,
      subject: translate(language, 'auth:resetMail.subject'),
      text: translate(language, 'auth:resetMail.body', { name: user.fullName, link: link(token) }),
    });
  }

  return {
    sendResetMail,

    /**
     * Decided by the email's domain alone, and answered the same whether or not an account
     * exists, so the answer tells nobody which addresses have accounts.
     */
    async request(
      input: { email: string; captchaId: string; captchaAnswer: string },
      link: (token: string) => string,
      language: Language,
      client: ClientInfo,
    ): Promise<ResetOutcome> {
      if (!(await captcha.check(input.captchaId, input.captchaAnswer)))
        throw new AppError('CAPTCHA_WRONG');
      const email = input.email.trim().toLowerCase();
      const domain = email.split('@')[1] ?? '';
      if (deps.departmentEmailDomains.some((d) => domain === d || domain.endsWith(`.${d}`)))
        return 'helpdesk';
      const user = await repo.resettableByEmail(email);
      if (user) {
        await sendResetMail(user, link, language);
        await auth.logAccess('password_reset_requested', user.username, user.id, client);
      }
      return 'sent';
    },

    /** Sets a new password with a valid single-use token; every open session of the user ends. */
    async reset(token: string, password: string, client: ClientInfo): Promise<void> {
      if (!isStrongPassword(password)) throw new AppError('PASSWORD_TOO_WEAK');
      const now = clock.now();
      const row = await repo.useResetToken(sha256(token), now);
      if (!row) throw new AppError('RESET_TOKEN_INVALID');
      const passwordHash = await hashPassword(password);
      const user = await repo.setPassword(row.userId, passwordHash, now);
      await repo.clearCount(user.username.toLowerCase());
      await auth.endSessions(user.id);
      await auth.logAccess('password_reset_completed', user.username, user.id, client);
      await recordActivity(db, {
        actor: { userId: user.id, username: user.username },
        action: 'reset_password',
        entity: 'user',
        entityId: user.id,
        at: now,
        ip: client.ip,
      });
    },
  };
}
