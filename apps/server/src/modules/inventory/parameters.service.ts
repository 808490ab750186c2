import { type ParameterValues, type ParameterListQuery } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { activeSwitch, loggedChanges } from '../activity/index.js';
import { createParametersRepository } from './parameters.repository.js';

/** The parameter catalogue: codes never change (readings refer to them); the rest may. */
export function createParametersService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createParametersRepository(db);
  const change = loggedChanges({ db, clock }, 'parameter');

  async function get(code: string) {
    return orNotFound(await repo.findByCode(code));
  }

  return {
    async list(query: ParameterListQuery) {
      return { ...(await repo.list(query)), page: query.page, pageSize: query.pageSize };
    },

    async create(input: ParameterValues & { code: string }, actor: Principal, ip: string) {
      if (await repo.codeExists(input.code)) throw new AppError('PARAMETER_CODE_TAKEN');
      await change(
        { actor, ip, action: 'create', entityId: input.code, after: input },
        (trx, now) => repo.insert(trx, { ...input, createdAt: now, updatedAt: now }),
      );
      return get(input.code);
    },

    async update(code: string, input: ParameterValues, actor: Principal, ip: string) {
      const { stationCount: _n, ...before } = await get(code);
      await change(
        { actor, ip, action: 'update', entityId: code, before, after: input },
        (trx, now) => repo.update(trx, code, input, now),
      );
      return get(code);
    },

    /** A deactivated parameter stays on old data but is no longer offered for new sensors. */
    async setActive(code: string, isActive: boolean, actor: Principal, ip: string) {
      const before = await get(code);
      await change(
        activeSwitch(
          { actor, ip, entityId: code },
          ['activate', 'deactivate'],
          before.isActive,
          isActive,
        ),
        (trx, now) => repo.update(trx, code, { isActive }, now),
      );
      return get(code);
    },
  };
}

export type ParametersService = ReturnType<typeof createParametersService>;
