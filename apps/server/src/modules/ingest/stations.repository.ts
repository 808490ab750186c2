import { sql, type Kysely } from 'kysely';
import { rowById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** SQL of the stations as ingestion sees them: their keys, what they measure, their status. */
export function createIngestStationsRepository(db: Kysely<Database>) {
  return {
    /** The station whose key has this hash, or undefined. */
    async stationOfKeyHash(keyHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('stationIngestKey')
        .select('stationId')
        .where('keyHash', '=', keyHash)
        .executeTakeFirst();
      return row?.stationId;
    },

    station: (id: string) =>
      rowById(db, 'station', id, ['id', 'module', 'isActive', 'expectedIntervalMinutes']),

    /** The level-1 check thresholds of the station's active parameters. */
    thresholds: (stationId: string) =>
      db
        .selectFrom('stationParameter')
        .innerJoin('parameter', 'parameter.code', 'stationParameter.parameterCode')
        .select([
          'parameter.code',
          'parameter.rangeMin',
          'parameter.rangeMax',
          'parameter.mdl',
          'parameter.maxStep',
        ])
        .where('stationParameter.stationId', '=', stationId)
        .where('stationParameter.isActive', '=', true)
        .execute(),

    /** The station's transmission status: its latest value's time (never moving back) and the arrival. */
    async noteArrival(stationId: string, lastTs: Date, receivedAt: Date): Promise<void> {
      await db
        .insertInto('stationStatus')
        .values({ stationId, lastTs, lastReceivedAt: receivedAt })
        .onConflict((oc) =>
          oc.column('stationId').doUpdateSet({
            lastTs: sql<Date>`greatest(station_status.last_ts, excluded.last_ts)`,
            lastReceivedAt: receivedAt,
          }),
        )
        .execute();
    },
  };
}
