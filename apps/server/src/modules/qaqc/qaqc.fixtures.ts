import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { addStation, stationRow } from '../../test/stations.js';
import { refreshHourly } from '../ingest/rollup.js';

/** A continuous test station reporting once an hour (one expected value per hour). */
export function hourlyStation(id: string, module: Database['station']['module']) {
  return stationRow(id, {
    module,
    name: `Station ${id}`,
    category: null,
    expectedIntervalMinutes: 60,
  });
}

/** Adds an hourly test station (see `hourlyStation`) measuring the given parameters; `fields` changes its row. */
export async function addHourlyStation(
  db: Kysely<Database>,
  id: string,
  module: Database['station']['module'],
  parameters: readonly string[],
  fields: Partial<ReturnType<typeof hourlyStation>> = {},
): Promise<void> {
  await addStation(db, id, parameters, { ...hourlyStation(id, module), ...fields });
}

/**
 * Logger values as ingestion stores them: `values[i]` at `start + i hours`, with the automatic
 * flags given per index (others pass), then the hourly rollups of those hours.
 */
export async function insertReadings(
  db: Kysely<Database>,
  stationId: string,
  parameterCode: string,
  start: string,
  values: readonly number[],
  flags: Readonly<Record<number, Record<string, number>>> = {},
): Promise<void> {
  const t0 = new Date(start).getTime();
  const ts = values.map((_, i) => new Date(t0 + i * 3_600_000));
  await db
    .insertInto('reading')
    .values(
      values.map((value, i) => {
        const f = flags[i] ?? {};
        const worst = Math.max(1, ...Object.values(f));
        return {
          stationId,
          parameterCode,
          ts: ts[i]!,
          value,
          loggerFlag: null,
          source: 'logger' as const,
          receivedAt: ts[i]!,
          autoFlag: worst,
          autoChecks: JSON.stringify(f),
          autoValidity: worst === 4 ? -1 : 1,
          autoNullReason: worst === 4 ? 'AN' : null,
        };
      }),
    )
    .execute();
  await refreshHourly(
    db,
    stationId,
    [parameterCode],
    ts.map((t) => t.getTime()),
    1,
  );
}

/** The activity log entries of an action, newest first. */
export const activities = (db: Kysely<Database>, action: string) =>
  db
    .selectFrom('activityLog')
    .select(['username', 'entity', 'entityId', 'after'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();

export const hourlyMean = async (
  db: Kysely<Database>,
  stationId: string,
  parameterCode: string,
  hour: string,
) =>
  (
    await sql<{
      avg: number | null;
      validity: number;
    }>`select avg, validity from reading_hourly where station_id = ${stationId} and parameter_code = ${parameterCode} and hour = ${hour}::timestamptz`.execute(
      db,
    )
  ).rows[0];
