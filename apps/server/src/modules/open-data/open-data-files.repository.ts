import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { OpenDataFileTable } from '../../db/schema/open-data.js';
import { hourlyLevelFilter } from '../reports/index.js';
import { localPart } from '../values/index.js';

/** A stored bulk download's row. */
export type OpenDataFileRow = Awaited<
  ReturnType<ReturnType<typeof createOpenDataFilesRepository>['files']>
>[number];

/**
 * The SQL of the bulk downloads: what a station's years hold (for the fingerprint that says a
 * year changed), its public values and their codes, and the files' own rows. Values are the
 * hourly rollups of `current_reading` at the `validated` level, read with the query report's own
 * level filter (`hourlyLevelFilter`), so the files and the report show the same hours.
 */
export function createOpenDataFilesRepository(db: Kysely<Database>) {
  return {
    /** The module, name and measured parameters' units and decimals of the given stations. */
    async stations(ids: readonly string[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('station')
        .select(['id', 'name', 'module'])
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();
    },

    /** Every parameter's code, unit and decimals (their change changes every file). */
    parameters: () =>
      db.selectFrom('parameter').select(['code', 'unit', 'decimals']).orderBy('code').execute(),

    /**
     * Per station and Kuala Lumpur year: public hours, and the last time any of them was written
     * (a correction, a code or a late value rewrites its hour's rollup).
     */
    async years(stationIds: readonly string[]) {
      if (stationIds.length === 0) return [];
      const year = localPart('year', 'h.hour');
      return db
        .selectFrom('readingHourly as h')
        .select([
          'h.stationId',
          year.as('year'),
          sql<number>`count(*)::int`.as('rows'),
          sql<Date>`max(h.updated_at)`.as('updatedAt'),
        ])
        .where('h.stationId', 'in', [...stationIds])
        .where(hourlyLevelFilter('validated'))
        .groupBy(['h.stationId', year])
        .orderBy('h.stationId')
        .orderBy(year)
        .execute();
    },

    /** One page of a station's public hourly values in [from, to), in time then parameter order. */
    values: (stationId: string, from: Date, to: Date, offset: number, limit: number) =>
      db
        .selectFrom('readingHourly as h')
        .select(['h.hour', 'h.parameterCode', 'h.avg', 'h.validity'])
        .where('h.stationId', '=', stationId)
        .where('h.hour', '>=', from)
        .where('h.hour', '<', to)
        .where(hourlyLevelFilter('validated'))
        .orderBy('h.hour')
        .orderBy('h.parameterCode')
        .offset(offset)
        .limit(limit)
        .execute(),

    /**
     * The qualifier codes of the values that entered each hour's mean (`current_reading`, the one
     * read model of a value), per hour and parameter, for a station over [from, to).
     */
    async codes(stationId: string, from: Date, to: Date) {
      const { rows } = await sql<{ hour: Date; param: string; codes: string[] }>`
        select date_trunc('hour', c.ts, 'UTC') as hour, c.parameter_code as param,
          array_agg(distinct q order by q) as codes
        from current_reading c cross join lateral unnest(c.qualifiers) as q
        where c.station_id = ${stationId} and c.ts >= ${from} and c.ts < ${to} and c.usable
        group by 1, 2`.execute(db);
      return new Map(
        rows.map((r) => [`${new Date(r.hour).getTime()}|${r.param}`, r.codes.join(' ')]),
      );
    },

    /** Every file built, in name order. */
    files: () => db.selectFrom('openDataFile').selectAll().orderBy('name').execute(),

    file: (name: string) =>
      db.selectFrom('openDataFile').selectAll().where('name', '=', name).executeTakeFirst(),

    /** Records a file built (replacing the one of its name); answers the storage key it replaced. */
    async saveFile(row: OpenDataFileTable): Promise<string | null> {
      return db.transaction().execute(async (trx) => {
        const old = await trx
          .selectFrom('openDataFile')
          .select('storageKey')
          .where('name', '=', row.name)
          .forUpdate()
          .executeTakeFirst();
        await trx
          .insertInto('openDataFile')
          .values(row)
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({
              storageKey: row.storageKey,
              sizeBytes: row.sizeBytes,
              rows: row.rows,
              sha256: row.sha256,
              source: row.source,
              builtAt: row.builtAt,
            }),
          )
          .execute();
        return old?.storageKey ?? null;
      });
    },

    /** Removes files by name; answers their storage keys. */
    async dropFiles(names: readonly string[]): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .deleteFrom('openDataFile')
        .where('name', 'in', [...names])
        .returning('storageKey')
        .execute();
      return rows.map((r) => r.storageKey);
    },
  };
}
