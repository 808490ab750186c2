import { type EdcValues, type EdcListQuery } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createEdcRepository } from './edc.repository.js';

/** EDC inventory: data loggers, collectors and modems, at a station or in store (no station). */
export function createEdcService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createEdcRepository(db);

  async function get(id: number) {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function validate(input: EdcValues) {
    if (input.stationId === null) return;
    if (
      !(await db
        .selectFrom('station')
        .select('id')
        .where('id', '=', input.stationId)
        .executeTakeFirst())
    )
      throw new AppError('REFERENCE_INVALID');
  }

  return {
    async list(query: EdcListQuery) {
      return { ...(await repo.list(query)), page: query.page, pageSize: query.pageSize };
    },

    async create(input: EdcValues, actor: Principal, ip: string) {
      await validate(input);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('edcInventory')
          .values({ ...input, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor,
          action: 'create',
          entity: 'edc_inventory',
          entityId: row.id,
          after: input,
          at: now,
          ip,
        });
        return row.id;
      });
      return get(id);
    },

    async update(id: number, input: EdcValues, actor: Principal, ip: string) {
      const before = await get(id);
      await validate(input);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('edcInventory')
          .set({ ...input, updatedAt: now })
          .where('id', '=', id)
          .execute();
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: 'edc_inventory',
          entityId: id,
          before,
          after: input,
          at: now,
          ip,
        });
      });
      return get(id);
    },

    async retire(id: number, actor: Principal, ip: string) {
      const before = await get(id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('edcInventory')
          .set({ status: 'retired', updatedAt: now })
          .where('id', '=', id)
          .execute();
        await recordActivity(trx, {
          actor,
          action: 'retire',
          entity: 'edc_inventory',
          entityId: id,
          before: { status: before.status },
          after: { status: 'retired' },
          at: now,
          ip,
        });
      });
      return get(id);
    },
  };
}

export type EdcService = ReturnType<typeof createEdcService>;
