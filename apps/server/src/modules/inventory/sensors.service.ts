import { type SensorValues, type SensorListQuery } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createSensorsRepository } from './sensors.repository.js';

/** Sensors, one per station and parameter at a time of use; retired ones stay as history. */
export function createSensorsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createSensorsRepository(db);

  async function get(id: number) {
    const found = await repo.findById(id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  /** The station must exist, and the parameter too (and be active for a new sensor). */
  async function validate(input: SensorValues, isNew: boolean) {
    const station = await db
      .selectFrom('station')
      .select('id')
      .where('id', '=', input.stationId)
      .executeTakeFirst();
    const parameter = await db
      .selectFrom('parameter')
      .select('isActive')
      .where('code', '=', input.parameterCode)
      .executeTakeFirst();
    if (!station || !parameter || (isNew && !parameter.isActive))
      throw new AppError('REFERENCE_INVALID');
  }

  return {
    async list(query: SensorListQuery) {
      return { ...(await repo.list(query)), page: query.page, pageSize: query.pageSize };
    },

    async create(input: SensorValues, actor: Principal, ip: string) {
      await validate(input, true);
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('sensor')
          .values({ ...input, createdAt: now, updatedAt: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor,
          action: 'create',
          entity: 'sensor',
          entityId: row.id,
          after: input,
          at: now,
          ip,
        });
        return row.id;
      });
      return get(id);
    },

    async update(id: number, input: SensorValues, actor: Principal, ip: string) {
      const before = await get(id);
      await validate(input, false);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sensor')
          .set({ ...input, updatedAt: now })
          .where('id', '=', id)
          .execute();
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: 'sensor',
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
          .updateTable('sensor')
          .set({ status: 'retired', updatedAt: now })
          .where('id', '=', id)
          .execute();
        await recordActivity(trx, {
          actor,
          action: 'retire',
          entity: 'sensor',
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

export type SensorsService = ReturnType<typeof createSensorsService>;
