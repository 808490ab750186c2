import { localDayKey, localHour, PAGES, SOJ_ROLES, type HomeWork } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import { tickedRoles } from '../auth/index.js';
import { createDigestRepository } from './daily-digest.repository.js';
import { waitingWork } from './worklist.js';

/** The hour (Malaysia time) from which the day's digests go out. */
export const DIGEST_HOUR = 8;
/** The profile page, named at the end of each digest (where it is switched off). */
const PROFILE_PATH = PAGES.find((p) => p.id === 'profile')?.path ?? '/';
const SOJ_ROLE_SET = new Set(SOJ_ROLES);

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** Base of the links in the mail (configuration only). */
  readonly publicUrl: string;
}

interface Recipient {
  readonly fullName: string;
  readonly email: string;
  readonly language: Language;
}

/** The digest mail: each kind of waiting work with its count and the page where it is done. */
export function digestMail(to: Recipient, work: readonly HomeWork[], publicUrl: string) {
  const lang = to.language;
  const lines = work.map((w) => {
    const text = translate(lang, `home:work.${w.kind}`, {
      count: w.count,
      module: translate(lang, `common:moduleShort.${w.module}`),
      kind: w.recordKind ? translate(lang, `home:work.recordKind.${w.recordKind}`) : '',
    });
    return `- ${text}\n  ${publicUrl}${w.path}`;
  });
  const total = work.reduce((sum, w) => sum + w.count, 0);
  return {
    to: to.email,
    subject: translate(lang, 'home:digest.subject', { count: total }),
    text: translate(lang, 'home:digest.body', {
      name: to.fullName,
      work: lines.join('\n'),
      profile: `${publicUrl}${PROFILE_PATH}`,
    }),
  } satisfies MailMessage;
}

/**
 * The daily digest: from 08:00 Malaysia time, each active user who switched it on in their
 * profile is mailed the work waiting for them (Home's "waiting for you", SOJ left out as it is
 * without an SOJ session), once per Malaysian day. The day's row in `digest_sent` is written in
 * the transaction the mail is handed over in: a mail that fails leaves no row (it is tried at the
 * next run), and of two instances running at once only one writes it. A user with nothing
 * waiting gets no mail that day.
 */
export function createDailyDigest({ db, clock, mailer, publicUrl }: Deps) {
  const repo = createDigestRepository(db);
  return {
    /** Sends the day's digests still due; answers how many mails went out. */
    async run(): Promise<number> {
      const now = clock.now();
      if (localHour(now) < DIGEST_HOUR) return 0;
      const day = localDayKey(now);
      let sent = 0;
      for (const user of await repo.due(day)) {
        const ticked = (await tickedRoles(db, user.id)).filter((r) => !SOJ_ROLE_SET.has(r));
        const work = await waitingWork(db, { ticked, userId: user.id }, now);
        const mailed = await db.transaction().execute(async (trx) => {
          if (!(await repo.claim(trx, user.id, day, now, work.length))) return false;
          if (work.length === 0) return false;
          await mailer.send(digestMail(user, work, publicUrl));
          return true;
        });
        if (mailed) sent += 1;
      }
      return sent;
    },
  };
}
