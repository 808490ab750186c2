import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { hashStationKey } from '../modules/ingest/index.js';

type StationRow = Insertable<Database['station']>;

/**
 * A station row for tests: an urban CAQM station named after its id at 101.5° E 3.1° N, expecting
 * a value every 5 minutes, in no state, district, basin or river; `fields` replaces any of that.
 */
export function stationRow(id: string, fields: Partial<StationRow> = {}): StationRow {
  return {
    id,
    module: 'CAQM',
    name: id,
    stateId: null,
    districtId: null,
    place: null,
    lotInfo: null,
    address: null,
    longitude: 101.5,
    latitude: 3.1,
    category: 'Urban',
    locationType: null,
    targetClass: null,
    basinId: null,
    riverId: null,
    pictureKey: null,
    expectedIntervalMinutes: 5,
    ...fields,
  };
}

/** Adds a station (see `stationRow`) measuring the given parameters. */
export async function addStation(
  db: Kysely<Database>,
  id: string,
  parameters: readonly string[],
  fields: Partial<StationRow> = {},
): Promise<void> {
  await db.insertInto('station').values(stationRow(id, fields)).execute();
  if (parameters.length > 0) await addStationParameters(db, { [id]: parameters });
}

/** Records the parameters each station measures, by station id. */
export async function addStationParameters(
  db: Kysely<Database>,
  byStation: Readonly<Record<string, readonly string[]>>,
): Promise<void> {
  await db
    .insertInto('stationParameter')
    .values(
      Object.entries(byStation).flatMap(([stationId, codes]) =>
        codes.map((parameterCode) => ({ stationId, parameterCode })),
      ),
    )
    .execute();
}

/** Gives a station an ingestion key (stored hashed, as the key page stores it). */
export async function addIngestKey(
  db: Kysely<Database>,
  stationId: string,
  key: string,
  createdBy = 'test',
): Promise<void> {
  await db
    .insertInto('stationIngestKey')
    .values({ stationId, keyHash: hashStationKey(key), createdAt: new Date(), createdBy })
    .execute();
}

/** States by name, created for a test; answers their ids by name. */
export async function insertStates(
  db: Kysely<Database>,
  names: readonly string[],
): Promise<Record<string, number>> {
  const rows = await db
    .insertInto('state')
    .values(names.map((name, i) => ({ code: `T${i}`, name })))
    .returning(['id', 'name'])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}
