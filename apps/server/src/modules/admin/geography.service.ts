import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import {
  createGeographyRepository,
  type GeographyTable,
  type GeographyValues,
} from './geography.repository.js';

/** The station ids a refusal names: the first few, and an ellipsis when there are more. */
const stationList = (used: { count: number; ids: readonly string[] }) =>
  used.ids.join(', ') + (used.count > used.ids.length ? ', …' : '');

/**
 * Geography administration (regions, states, districts, basins, rivers): codes and names are
 * unique (a district's name within its state, a river's within its basin), the parents named
 * exist, a district, basin or river a station still names is neither removed nor moved to
 * another parent, a basin with rivers or a state with districts is not removed, and every
 * change is logged.
 */
export function createGeographyService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createGeographyRepository(db);

  async function existing(table: GeographyTable, id: number) {
    return orNotFound(await repo.find(table, id));
  }

  async function checked(table: GeographyTable, values: GeographyValues, exceptId?: number) {
    if (!(await repo.parentsExist(values))) throw new AppError('REFERENCE_INVALID');
    if (await repo.clashes(table, values, exceptId)) throw new AppError('NAME_TAKEN');
  }

  /** Refuses when stations name the row: `messageKey` says what the refusal is of. */
  async function unused(table: GeographyTable, id: number, messageKey: string) {
    const used = await repo.stationsUsing(table, id);
    if (used.count > 0)
      throw new AppError('GEOGRAPHY_IN_USE', {
        messageKey,
        values: { count: used.count, stations: stationList(used) },
      });
  }

  /** The parent a district or river hangs from, to see whether an update moves it. */
  const parentOf = (table: GeographyTable, row: object, values: GeographyValues) => {
    if (table === 'district' && 'stateId' in row) return [row.stateId, values.stateId];
    if (table === 'river' && 'basinId' in row) return [row.basinId, values.basinId];
    return [null, null];
  };

  return {
    list: (table: GeographyTable) => repo.list(table),

    async create(table: GeographyTable, values: GeographyValues, actor: Principal, ip: string) {
      await checked(table, values);
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
      await checked(table, values, id);
      const [from, to] = parentOf(table, before, values);
      if (from !== to) await unused(table, id, 'errors:geography.movedWhileUsed');
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
      await unused(table, id, 'errors:geography.usedByStations');
      // Removing a basin or a state would take its rivers or districts with it: they go first.
      const children = await repo.childrenOf(table, id);
      if (children > 0)
        throw new AppError('GEOGRAPHY_IN_USE', {
          messageKey: `errors:geography.${table === 'basin' ? 'basinHasRivers' : 'stateHasDistricts'}`,
          values: { count: children },
        });
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
