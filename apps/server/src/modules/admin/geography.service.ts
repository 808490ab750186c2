import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import {
  createGeographyRepository,
  type GeographyTable,
  type GeographyValues,
} from './geography.repository.js';

/** Region and state administration: codes and names are unique, every change is logged. */
export function createGeographyService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createGeographyRepository(db);

  async function existing(table: GeographyTable, id: number) {
    const found = await repo.find(table, id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  async function unique(table: GeographyTable, values: GeographyValues, exceptId?: number) {
    if (await repo.clashes(table, values, exceptId)) throw new AppError('NAME_TAKEN');
  }

  return {
    list: (table: GeographyTable) => repo.list(table),

    async create(table: GeographyTable, values: GeographyValues, actor: Principal, ip: string) {
      await unique(table, values);
      return db.transaction().execute(async (trx) => {
        const created = await repo.insert(trx, table, values);
        await recordActivity(trx, {
          actor,
          action: 'create',
          entity: table,
          entityId: created.id,
          after: values,
          at: clock.now(),
          ip,
        });
        return created;
      });
    },

    async update(
      table: GeographyTable,
      id: number,
      values: GeographyValues,
      actor: Principal,
      ip: string,
    ) {
      const before = await existing(table, id);
      await unique(table, values, id);
      return db.transaction().execute(async (trx) => {
        const updated = await repo.update(trx, table, id, values, clock.now());
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: table,
          entityId: id,
          before,
          after: values,
          at: clock.now(),
          ip,
        });
        return updated;
      });
    },

    async remove(table: GeographyTable, id: number, actor: Principal, ip: string) {
      const before = await existing(table, id);
      await db.transaction().execute(async (trx) => {
        await repo.remove(trx, table, id);
        await recordActivity(trx, {
          actor,
          action: 'delete',
          entity: table,
          entityId: id,
          before,
          at: clock.now(),
          ip,
        });
      });
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
