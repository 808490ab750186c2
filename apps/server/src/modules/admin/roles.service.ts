import { functionTree, isRoleName } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { loggedChanges, recordActivity } from '../activity/index.js';
import { endUserSessions } from '../auth/index.js';
import { createRolesRepository, type FunctionGroup, type RoleDetails } from './roles.repository.js';

export interface RoleInput extends RoleDetails {
  readonly functions: readonly string[];
}

const sameFunctions = (a: readonly string[], b: readonly string[]) =>
  [...new Set(a)].sort().join('\n') === [...new Set(b)].sort().join('\n');

/**
 * Role templates and the function grouping: names are unique, functions are declared role names
 * only, every change is made in one transaction and logged.
 */
export function createRolesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createRolesRepository(db);
  const change = loggedChanges({ db, clock }, 'role_template');

  async function one(id: string) {
    return orNotFound((await repo.templates(id))[0]);
  }

  async function check(input: RoleInput, exceptId?: string) {
    if (!input.functions.every(isRoleName)) throw new AppError('ROLE_UNKNOWN');
    if (await repo.nameTaken(input.name, exceptId)) throw new AppError('NAME_TAKEN');
  }

  /** Holders' tokens carry the template's old roles: their sessions end when its functions change. */
  async function endHoldersSessions(trx: Kysely<Database>, templateId: string) {
    await endUserSessions(trx, await repo.holders(trx, templateId), clock.now());
  }

  return {
    list: () => repo.templates(),
    get: one,

    async create(input: RoleInput, actor: Principal, ip: string) {
      await check(input);
      const { functions, ...details } = input;
      const id = await change(
        (entityId: string) => ({ actor, ip, action: 'create', entityId, after: input }),
        async (trx) => {
          const created = await repo.insert(trx, details);
          await repo.setFunctions(trx, created, functions);
          return created;
        },
      );
      return one(id);
    },

    async update(id: string, input: RoleInput, actor: Principal, ip: string) {
      const before = await one(id);
      await check(input, id);
      const { functions, ...details } = input;
      await change(
        { actor, ip, action: 'update', entityId: id, before, after: input },
        async (trx) => {
          await repo.update(trx, id, details, clock.now());
          await repo.setFunctions(trx, id, functions);
          if (!sameFunctions(before.functions, functions)) await endHoldersSessions(trx, id);
        },
      );
      return one(id);
    },

    async remove(id: string, actor: Principal, ip: string) {
      const before = await one(id);
      await change({ actor, ip, action: 'delete', entityId: id, before }, async (trx) => {
        await endHoldersSessions(trx, id);
        await repo.remove(trx, id);
      });
    },

    /** The declared function hierarchy with the administrators' grouping and labels. */
    async functions() {
      return { tree: functionTree(), grouping: await repo.grouping() };
    },

    /** Regroups or relabels functions; it never adds a role name. */
    async saveGrouping(grouping: readonly FunctionGroup[], actor: Principal, ip: string) {
      if (!grouping.every((g) => isRoleName(g.roleName))) throw new AppError('ROLE_UNKNOWN');
      const before = await repo.grouping();
      await db.transaction().execute(async (trx) => {
        await repo.replaceGrouping(trx, grouping, clock.now());
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: 'function_grouping',
          before: { grouping: before },
          after: { grouping },
          at: clock.now(),
          ip,
        });
      });
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
