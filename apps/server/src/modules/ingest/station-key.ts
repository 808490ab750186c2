import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createIngestStationsRepository } from './stations.repository.js';

/** The key of `Authorization: Station <key>`, if the header has that form. */
export function stationKeyOf(header: string | undefined): string | null {
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
