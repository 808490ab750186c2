import { sql, type Insertable, type Kysely } from 'kysely';
import { insertReturningId, updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import type { ParsedHotspot } from './parse-hotspot-csv.js';

/** SQL of the fire hotspots and their imports. Writes take the service's transaction. */
export function createHotspotsRepository(db: Kysely<Database>) {
  return {
    /** Every state's id and ISO 3166-2 code. */
    stateCodes: () => db.selectFrom('state').select(['id', 'code']).execute(),

    /**
     * Stores hotspots in one `insert … select from unnest(…)` with one array per column (the
     * statement's size does not grow with its parameters); a detection already stored (same
     * place, time, satellite and instrument) is skipped. Answers how many were new.
     */
    async insertBatch(
      trx: Kysely<Database>,
      batch: readonly (ParsedHotspot & { stateId: number | null })[],
      importId: number | null,
      isDemo: boolean,
    ): Promise<number> {
      const column = <T>(pick: (r: ParsedHotspot & { stateId: number | null }) => T) =>
        batch.map(pick);
      const { rows } = await sql<{ inserted: number }>`
        with added as (
          insert into hotspot (latitude, longitude, observed_at, confidence, frp, satellite,
                               instrument, state_id, import_id, is_demo)
          select x.latitude, x.longitude, x.observed_at, x.confidence, x.frp, x.satellite,
                 x.instrument, x.state_id, ${importId}::int, ${isDemo}
            from unnest(${column((r) => r.latitude)}::float8[],
                        ${column((r) => r.longitude)}::float8[],
                        ${column((r) => r.observedAt.toISOString())}::timestamptz[],
                        ${column((r) => r.confidence)}::text[],
                        ${column((r) => r.frp)}::float8[],
                        ${column((r) => r.satellite)}::text[],
                        ${column((r) => r.instrument)}::text[],
                        ${column((r) => r.stateId)}::int[])
              as x(latitude, longitude, observed_at, confidence, frp, satellite, instrument, state_id)
          on conflict (latitude, longitude, observed_at, satellite, instrument) do nothing
          returning 1)
        select count(*)::int as inserted from added`.execute(trx);
      return rows[0]?.inserted ?? 0;
    },

    insertImport: (
      trx: Kysely<Database>,
      values: Insertable<Database['hotspotImport']>,
    ): Promise<number> => insertReturningId(trx, 'hotspotImport', values),

    /** An import's counts of new and duplicate rows, once stored. */
    setImportCounts: (trx: Kysely<Database>, id: number, imported: number, duplicates: number) =>
      updateById(trx, 'hotspotImport', id, { rowsImported: imported, rowsDuplicate: duplicates }),
  };
}
