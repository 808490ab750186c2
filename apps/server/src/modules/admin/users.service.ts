import { isRoleName } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { PageQuery } from '../../http/paging.js';
import type { Principal } from '../../plugins/access-control.js';
import { activeSwitch, loggedChanges, recordActivity } from '../activity/index.js';
import {
  type AuthService,
  type createPasswordResetService,
  endUserSessions,
  hashPassword,
  isStrongPassword,
  tickedRoles,
} from '../auth/index.js';
import { createUsersRepository, type UserDetails } from './users.repository.js';

export interface UserInput extends UserDetails {
  readonly templateIds: readonly string[];
  readonly functions: readonly string[];
}

interface Deps {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly auth: AuthService;
  readonly reset: ReturnType<typeof createPasswordResetService>;
}

type UsersRepo = ReturnType<typeof createUsersRepository>;

/** What the user groups read and write through. */
interface Parts extends Deps {
  readonly repo: UsersRepo;
}

/** Whether a lock on the account still holds. */
const isLocked = (clock: Clock, lockedUntil: Date | null) =>
  lockedUntil !== null && lockedUntil > clock.now();

/** Refuses a taken name or address and unknown roles. */
async function validate(repo: UsersRepo, input: UserInput, exceptId?: string) {
  if (await repo.usernameExists(input.username, exceptId)) throw new AppError('USERNAME_TAKEN');
  // An address belongs to one account (a unique index holds it too).
  if (await repo.emailExists(input.email, exceptId)) throw new AppError('EMAIL_TAKEN');
  if (!input.functions.every(isRoleName) || !(await repo.templatesExist(input.templateIds)))
    throw new AppError('ROLE_UNKNOWN');
}

/** One user with their lock, templates and functions; an unknown id is not found. */
async function getUser({ clock, repo }: Pick<Parts, 'clock' | 'repo'>, id: string) {
  const user = orNotFound(await repo.findById(id));
  const templates = await repo.templatesOf([id]);
  const { lockedUntil, failures: _f, ...rest } = user;
  return {
    ...rest,
    isLocked: isLocked(clock, lockedUntil),
    templateIds: templates.map((t) => t.id),
    functions: await repo.functionsOf(id),
  };
}

/** Reading, creating and changing accounts. */
function createUserAccounts(parts: Parts) {
  const { clock, repo } = parts;
  const get = (id: string) => getUser(parts, id);
  const change = loggedChanges(parts, 'user');
  return {
    get,

    async list(query: PageQuery) {
      const { items, total } = await repo.list(query);
      const templates = await repo.templatesOf(items.map((u) => u.id));
      return {
        items: items.map(({ lockedUntil, failures: _f, ...user }) => ({
          ...user,
          isLocked: isLocked(clock, lockedUntil),
          templates: templates.filter((t) => t.userId === user.id).map((t) => t.name),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async create(input: UserInput & { password: string }, actor: Principal, ip: string) {
      await validate(repo, input);
      if (!isStrongPassword(input.password)) throw new AppError('PASSWORD_TOO_WEAK');
      const passwordHash = await hashPassword(input.password);
      const { templateIds, functions, password: _p, ...details } = input;
      const id = await change(
        (entityId: string) => ({
          actor,
          ip,
          action: 'create',
          entityId,
          after: { ...details, templateIds, functions },
        }),
        async (trx) => {
          const userId = await repo.insert(trx, details, passwordHash);
          await repo.setAssignments(trx, userId, templateIds, functions);
          return userId;
        },
      );
      return get(id);
    },

    async update(id: string, input: UserInput, actor: Principal, ip: string) {
      const before = await get(id);
      await validate(repo, input, id);
      const { templateIds, functions, ...details } = input;
      await change(
        { actor, ip, action: 'update', entityId: id, before, after: input },
        async (trx, now) => {
          const rolesBefore = await tickedRoles(trx, id);
          await repo.update(trx, id, details, now);
          await repo.setAssignments(trx, id, templateIds, functions);
          // Tokens carry the roles: a changed role set ends the user's sessions, so a removed role stops at the next call.
          if ((await tickedRoles(trx, id)).join('\n') !== rolesBefore.join('\n'))
            await endUserSessions(trx, [id], now);
        },
      );
      return get(id);
    },
  };
}

/** Enabling, disabling and unlocking accounts, and password reset mails. */
function createUserAccess(parts: Parts) {
  const { db, clock, auth, reset, repo } = parts;
  const get = (id: string) => getUser(parts, id);
  const change = loggedChanges(parts, 'user');
  return {
    /** Enable or disable; a disabled user's token is refused on its next call. */
    async setActive(id: string, isActive: boolean, actor: Principal, ip: string) {
      if (id === actor.userId && !isActive) throw new AppError('CANNOT_CHANGE_SELF');
      const before = await get(id);
      await change(
        activeSwitch({ actor, ip, entityId: id }, ['enable', 'disable'], before.isActive, isActive),
        (trx, now) => repo.update(trx, id, { isActive }, now),
      );
      if (!isActive) await auth.endSessions(id);
      return get(id);
    },

    async unlock(id: string, actor: Principal, ip: string) {
      const user = await get(id);
      await change(
        {
          actor,
          ip,
          action: 'unlock',
          entityId: id,
          before: { isLocked: user.isLocked },
          after: { isLocked: false },
        },
        (trx) => repo.clearLoginCounter(trx, user.username),
      );
      return get(id);
    },

    /** Emails the user a single-use link to set a new password. */
    async sendPasswordReset(
      id: string,
      link: (token: string) => string,
      language: Language,
      actor: Principal,
      ip: string,
    ) {
      const user = await get(id);
      await reset.sendResetMail(user, link, language);
      await recordActivity(db, {
        actor,
        action: 'send_password_reset',
        entity: 'user',
        entityId: id,
        at: clock.now(),
        ip,
      });
    },
  };
}

/** User administration: every change is checked, made in one transaction and logged. */
export function createUsersService({ db, clock, auth, reset }: Deps) {
  const parts: Parts = { db, clock, auth, reset, repo: createUsersRepository(db) };
  return {
    ...createUserAccounts(parts),
    ...createUserAccess(parts),
  };
}
