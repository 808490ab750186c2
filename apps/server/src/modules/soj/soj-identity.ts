import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import type { AuthService, ClientInfo } from '../auth/index.js';
import { createSojIdentityRepository } from './soj-identity.repository.js';

/** A one-time code lives 10 minutes and allows 5 tries. */
const CODE_TTL_MS = 10 * 60_000;
const CODE_TRIES = 5;
/** Codes mailed to one user and not (yet) entered: at most 3 in any 10 minutes. */
const CODE_MAILS_ALLOWED = 3;
const CODE_MAIL_WINDOW_MS = 10 * 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** `ann@example.org` → `a**@example.org`: enough to tell the user where the code went. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}${'*'.repeat(Math.max(2, name.length - 1))}@${domain}`;
}

export interface SojSessionDeps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly mailer: Mailer;
  /** Checks the password again, counting a wrong one like the password change does. */
  readonly auth: Pick<AuthService, 'verifyCurrentPassword'>;
  /** How long an SOJ session lives, in minutes (configurable, short). */
  readonly ttlMinutes: number;
}

const refused = ({ db, clock }: SojSessionDeps, principal: Principal, ip: string | null) =>
  recordActivity(db, {
    actor: principal,
    action: 'soj_identity_refused',
    entity: 'soj_session',
    at: clock.now(),
    ip,
  });

/**
 * Wrong passwords count exactly as on the password change (`verifyCurrentPassword`: the fourth
 * locks the account and ends its sessions); a wrong one is answered with the step's own message.
 */
async function checkPassword(
  deps: SojSessionDeps,
  principal: Principal,
  password: string,
  client: ClientInfo,
) {
  try {
    await deps.auth.verifyCurrentPassword(principal, password, client);
  } catch (error) {
    await refused(deps, principal, client.ip);
    if (error instanceof AppError && error.code === 'CURRENT_PASSWORD_WRONG')
      throw new AppError('SOJ_CODE_INVALID', { cause: error });
    throw error;
  }
}

/** Keeps a new code, unless too many codes went unentered lately; a new code expires the last. */
async function storeCode(
  { db }: SojSessionDeps,
  principal: Principal,
  code: string,
  now: Date,
  ip: string | null,
) {
  const repo = createSojIdentityRepository(db);
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.transaction().execute(async (trx) => {
    // One code request of a user at a time (on PostgreSQL), so two cannot both pass the count.
    await repo.lockUser(trx, principal.userId);
    const unentered = await repo.unenteredCodes(
      trx,
      principal.userId,
      new Date(now.getTime() - CODE_MAIL_WINDOW_MS),
    );
    if (unentered >= CODE_MAILS_ALLOWED) throw new AppError('SOJ_CODE_TOO_MANY');
    // A new code replaces any earlier one: the earlier one expires now (used marks an entered one).
    await repo.expireCodes(trx, principal.userId, now);
    await repo.insertCode(trx, {
      userId: principal.userId,
      sessionId: principal.sessionId,
      codeHash: sha256(code),
      createdAt: now,
      expiresAt,
    });
    await recordActivity(trx, {
      actor: principal,
      action: 'soj_code_sent',
      entity: 'soj_session',
      at: now,
      ip,
    });
  });
  return expiresAt;
}

/** Opens the SOJ session of a verified code: its token is answered once and kept as a hash. */
async function startSession(
  { db, ttlMinutes }: SojSessionDeps,
  principal: Principal,
  now: Date,
  ip: string | null,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  await db.transaction().execute(async (trx) => {
    const sessionId = await createSojIdentityRepository(db).insertSession(trx, {
      userId: principal.userId,
      sessionId: principal.sessionId,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
      endedAt: null,
    });
    await recordActivity(trx, {
      actor: principal,
      action: 'soj_session_start',
      entity: 'soj_session',
      entityId: sessionId,
      after: { expiresAt },
      at: now,
      ip,
    });
  });
  return { soj_token: token, expires_at: expiresAt };
}

/**
 * The identity step of the Straits of Johor (spec §3 SOJ session): the password again, then a
 * one-time code sent by mail, exchanged for an SOJ token.
 */
export function createSojIdentity(deps: SojSessionDeps) {
  const { db, clock, mailer } = deps;
  const repo = createSojIdentityRepository(db);
  return {
    async requestCode(principal: Principal, password: string, client: ClientInfo) {
      await checkPassword(deps, principal, password, client);
      const email = await repo.userEmail(principal.userId);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = await storeCode(deps, principal, code, clock.now(), client.ip);
      await mailer.send({
        to: email,
        subject: 'EQMP Straits of Johor: your verification code / kod pengesahan anda',
        text: `Your Straits of Johor verification code is ${code}. It is valid for 10 minutes.\n\nKod pengesahan Selat Johor anda ialah ${code}. Sah selama 10 minit.\n\nIf you did not ask for it, tell the helpdesk. / Jika anda tidak memintanya, maklumkan kepada meja bantuan.`,
      });
      return { sentTo: maskEmail(email), expiresAt };
    },

    async verifyIdentity(principal: Principal, code: string, ip: string | null) {
      const now = clock.now();
      // At most `CODE_TRIES` guesses are ever compared: parallel guesses cannot all read the same count.
      const tried = await repo.takeTry(principal, now, CODE_TRIES);
      // The right code is used once: of two parallel right answers, one marks it.
      const used =
        !!tried && tried.codeHash === sha256(code) && (await repo.useCode(tried.id, now));
      if (!used) {
        await refused(deps, principal, ip);
        throw new AppError('SOJ_CODE_INVALID');
      }
      return startSession(deps, principal, now, ip);
    },
  };
}
