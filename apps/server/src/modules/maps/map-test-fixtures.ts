import { HOUR_MS } from '@eqmp/domain';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { insertPlaces, insertStation } from '../inventory/inventory.fixtures.js';

/** Scripted hourly means (valid, complete) straight into the rollup, as the tests need them. */
export async function insertHourly(
  db: Kysely<Database>,
  stationId: string,
  rows: readonly { code: string; hour: number; avg: number }[],
) {
  const values = rows.map((r) => ({
    stationId,
    parameterCode: r.code,
    hour: new Date(r.hour),
    avg: r.avg,
    min: r.avg,
    max: r.avg,
    count: 1,
    validCount: 1,
    expectedCount: 1,
    capturePct: 100,
    captureExclCalPct: 100,
    validity: 1,
  }));
  for (let i = 0; i < values.length; i += 500)
    await db
      .insertInto('readingHourly')
      .values(values.slice(i, i + 500))
      .execute();
}

/** One station-hour API row. */
export async function insertAirIndex(
  db: Kysely<Database>,
  stationId: string,
  hour: number,
  displayApi: number,
  category: string,
  subIndices: Record<string, number>,
) {
  await db
    .insertInto('airIndexHourly')
    .values({
      stationId,
      hour: new Date(hour),
      api: displayApi,
      displayApi,
      category,
      dominant: Object.keys(subIndices).slice(0, 1),
      subIndices: JSON.stringify(subIndices),
    })
    .execute();
}

/** Stations of several modules in Selangor and Johor, measuring the given parameters. */
export async function insertMapStations(
  db: Kysely<Database>,
  stations: readonly (Partial<Insertable<Database['station']>> & {
    id: string;
    state: 'selangor' | 'johor';
    parameters: readonly string[];
  })[],
) {
  const places = await insertPlaces(db);
  for (const { id, state, parameters, ...values } of stations) {
    await insertStation(db, id, { stateId: places[state], ...values });
    if (parameters.length > 0)
      await db
        .insertInto('stationParameter')
        .values(parameters.map((parameterCode) => ({ stationId: id, parameterCode })))
        .execute();
  }
  return places;
}

export const hoursBefore = (now: Date, hours: number) =>
  Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - hours * HOUR_MS;
