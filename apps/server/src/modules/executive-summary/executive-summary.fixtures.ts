import { classifyApi } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { addStation } from '../../test/stations.js';
import { testStation } from '../reports/reports.fixtures.js';

type Module = Database['station']['module'];

/** A station with its active parameters (the summaries' data level reads them). */
export async function insertStation(
  db: Kysely<Database>,
  id: string,
  module: Module,
  stateId: number | null,
  parameters: readonly string[],
  extra: Partial<ReturnType<typeof testStation> & { isActive: boolean; createdAt: Date }> = {},
): Promise<void> {
  await addStation(db, id, parameters, { ...testStation(id, module, stateId), ...extra });
}

/** Hourly API rows: [station, hour (ISO with offset), displayed API, dominant pollutants]. */
export async function insertApiHours(
  db: Kysely<Database>,
  rows: readonly [string, string, number, readonly string[]][],
): Promise<void> {
  for (const [stationId, hour, api, dominant] of rows)
    await sql`insert into air_index_hourly (station_id, hour, api, display_api, category, dominant, sub_indices)
      values (${stationId}, ${hour}::timestamptz, ${api}, ${api}, ${classifyApi(api).category}, ${dominant}::text[], '{}')`.execute(
      db,
    );
}
