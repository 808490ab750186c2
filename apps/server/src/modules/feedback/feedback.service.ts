import {
  FEEDBACK_RATE_LIMIT,
  FEEDBACK_RATE_WINDOW_MS,
  TIME_ZONE,
  type FeedbackStatus,
  type feedbackBody,
} from '@eqmp/domain';
import { LANGUAGE_TAGS, translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges, recordActivity } from '../activity/index.js';
import { createFeedbackRepository, type InboxFilters } from './feedback.repository.js';

/** The robot check the form shares with the password reset (a proof of work, single use). */
export interface CaptchaCheck {
  check(id: string, answer: string): Promise<boolean>;
}

type Actor = Pick<Principal, 'userId' | 'username'>;
type Sent = z.output<typeof feedbackBody>;

export interface FeedbackDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly captcha: CaptchaCheck;
  readonly mailer: Mailer;
}

type FeedbackRepo = ReturnType<typeof createFeedbackRepository>;

/** One message; an unknown id is not found. */
async function loadFeedback(repo: FeedbackRepo, id: number) {
  return orNotFound(await repo.find(id));
}

/** The feedback form: the spam checks and the stored message. */
function createFeedbackForm({ db, clock, captcha }: FeedbackDeps, repo: FeedbackRepo) {
  const change = loggedChanges({ db, clock }, 'feedback');
  return {
    async send(
      input: Sent,
      sender: { principal: Principal | null; language: Language; ip: string | null },
    ): Promise<{ message: string }> {
      const { principal, language, ip } = sender;
      // The form's spam protection counts the messages an address has sent this hour, never its
      // tries: a mistyped robot check or a refused form costs nothing.
      const since = new Date(clock.now().getTime() - FEEDBACK_RATE_WINDOW_MS);
      if (ip && (await repo.sentFrom(ip, since)) >= FEEDBACK_RATE_LIMIT)
        throw new AppError('RATE_LIMITED');
      if (
        !principal &&
        !(
          input.captchaId &&
          input.captchaAnswer &&
          (await captcha.check(input.captchaId, input.captchaAnswer))
        )
      )
        throw new AppError('CAPTCHA_WRONG');
      // A signed-in sender who leaves the contact empty is answered at the account's address.
      const account = principal ? await repo.account(principal.userId) : undefined;
      const contactEmail = input.contactEmail ?? account?.email ?? null;
      await change(
        (entityId: number) => ({
          actor: principal,
          action: 'create',
          entityId,
          after: { category: input.category, status: 'new', hasEmail: contactEmail !== null },
          ip,
        }),
        (trx, now) =>
          repo.insert(trx, {
            receivedAt: now,
            category: input.category,
            message: input.message,
            contactName: input.contactName ?? account?.fullName ?? null,
            contactEmail,
            contactPhone: input.contactPhone ?? null,
            userId: principal?.userId ?? null,
            username: principal?.username ?? null,
            language,
            ip,
          }),
      );
      return {
        message: contactEmail
          ? translate(language, 'feedback:sentWithReply', { email: contactEmail })
          : translate(language, 'feedback:sent'),
      };
    },
  };
}

/** The inbox: the list, one message with its replies, replying and the status. */
function createFeedbackInbox({ db, clock, mailer }: FeedbackDeps, repo: FeedbackRepo) {
  const change = loggedChanges({ db, clock }, 'feedback');
  return {
    inbox: (filters: InboxFilters) => repo.inbox(filters),

    async item(id: number) {
      const [row, replies] = await Promise.all([loadFeedback(repo, id), repo.replies(id)]);
      return { ...row, replies };
    },

    /** Emails the answer in the sender's language and marks the message answered. */
    async reply(id: number, body: string, actor: Actor, ip: string | null) {
      const row = await loadFeedback(repo, id);
      if (!row.contactEmail) throw new AppError('FEEDBACK_NO_EMAIL');
      const to = row.contactEmail;
      const now = clock.now();
      const t = (key: string, values: Record<string, string | number> = {}) =>
        translate(row.language, `feedback:mail.${key}`, values);
      const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[row.language], {
        timeZone: TIME_ZONE,
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(row.receivedAt);
      await db.transaction().execute(async (trx) => {
        await repo.insertReply(trx, {
          feedbackId: id,
          at: now,
          userId: actor.userId,
          username: actor.username,
          body,
          emailedTo: to,
        });
        await repo.setStatus(trx, id, 'answered', now, actor.username);
        await recordActivity(trx, {
          actor,
          action: 'reply',
          entity: 'feedback',
          entityId: id,
          before: { status: row.status },
          after: { status: 'answered', emailedTo: to },
          ip,
          at: now,
        });
        // Last: a mail that cannot be handed over rolls the reply back, so none is recorded unsent.
        await mailer.send({
          to,
          subject: t('subject', { id }),
          text: [
            t('greeting', { name: row.contactName ?? t('someone') }),
            '',
            body,
            '',
            `-- ${t('signature')}`,
            '',
            t('original', { date }),
            ...row.message.split('\n').map((line) => `> ${line}`),
          ].join('\n'),
        });
      });
      return { emailedTo: to };
    },

    async setStatus(id: number, status: FeedbackStatus, actor: Actor, ip: string | null) {
      const row = await loadFeedback(repo, id);
      await change(
        {
          actor,
          action: 'update',
          entityId: id,
          before: { status: row.status },
          after: { status },
          ip,
        },
        (trx, now) => repo.setStatus(trx, id, status, now, actor.username),
      );
    },
  };
}

/**
 * The feedback form and its inbox. An anonymous sender must pass the robot check (a signed-in
 * one is known by the session); each message, reply and status change writes the activity log in
 * the same transaction; a reply is stored only once its email has been handed to the mailer.
 */
export function createFeedbackService({ db, clock, captcha, mailer }: FeedbackDeps) {
  const repo = createFeedbackRepository(db);
  const deps = { db, clock, captcha, mailer };
  return {
    ...createFeedbackForm(deps, repo),
    ...createFeedbackInbox(deps, repo),
  };
}
