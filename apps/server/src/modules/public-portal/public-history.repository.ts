import type { ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** What the public history and last-24-hours answers read: a public station and its figures. */
export function createPublicHistoryRepository(db: Kysely<Database>) {
  return {
    /** An active station of one of `modules`, or undefined. */
    station: (id: string, modules: readonly ModuleCode[]) =>
      db
        .selectFrom('station')
        .select(['id', 'name'])
        .where('id', '=', id)
        .where('isActive', '=', true)
        .where('module', 'in', [...modules])
        .executeTakeFirst(),

    /** One page of a station's valid hourly means of [from, to), by hour then parameter. */
    validHours: (stationId: string, from: Date, to: Date, offset: number, limit: number) =>
      db
        .selectFrom('readingHourly as r')
        .innerJoin('parameter as p', 'p.code', 'r.parameterCode')
        .select(['r.hour', 'r.parameterCode', 'p.unit', 'r.avg'])
        .where('r.stationId', '=', stationId)
        .where('r.hour', '>=', from)
        .where('r.hour', '<', to)
        .where('r.validity', '>=', 1)
        .orderBy('r.hour')
        .orderBy('r.parameterCode')
        .offset(offset)
        .limit(limit)
        .execute(),

    /** A station's hourly API after `since`, oldest first. */
    airIndexSince: (stationId: string, since: Date) =>
      db
        .selectFrom('airIndexHourly')
        .select(['hour', 'displayApi', 'category', 'dominant'])
        .where('stationId', '=', stationId)
        .where('hour', '>', since)
        .orderBy('hour')
        .execute(),
  };
}
