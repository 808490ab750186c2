import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { createIngestStationsRepository } from './stations.repository.js';

/** The key of `Authorization: Station <key>`, if the header has that form. */
function stationKeyOf(header: string | undefined): string | null {
  return header?.match(/^Station\s+(\S+)$/i)?.[1] ?? null;
}

export const hashStationKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The station a key belongs to (keys are stored hashed), or null. */
export async function stationOfKey(
  db: Kysely<Database>,
  key: string | null,
): Promise<string | null> {
  if (!key) return null;
  return (await createIngestStationsRepository(db).stationOfKeyHash(hashStationKey(key))) ?? null;
}

/** The station whose key a logger's request carries (`Authorization: Station <key>`); 401 `STATION_KEY_INVALID` otherwise. */
export async function keyedStation(
  db: Kysely<Database>,
  authorization: string | undefined,
): Promise<string> {
  const stationId = await stationOfKey(db, stationKeyOf(authorization));
  if (!stationId) throw new AppError('STATION_KEY_INVALID');
  return stationId;
}
