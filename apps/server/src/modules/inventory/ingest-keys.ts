import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { hashStationKey } from '../ingest/index.js';
import { createStationsRepository } from './stations.repository.js';

/**
 * A new station ingestion key: `sk_` and 32 random bytes in base64url (URL-safe, 46 characters).
 * It is shown once; the database keeps only its hash.
 */
export function newIngestKey(): string {
  return `sk_${randomBytes(32).toString('base64url')}`;
}

/**
 * Issues a station's key, or rotates it (the old key stops working at once). Only its SHA-256
 * is kept, the hash the ingestion API looks keys up by; a plain hash is enough because the key
 * has 256 random bits, so it cannot be guessed from its hash.
 */
export async function issueIngestKey(
  db: Kysely<Database>,
  clock: Clock,
  stationId: string,
  actor: Principal,
  ip: string,
): Promise<{ key: string; rotated: boolean }> {
  const key = newIngestKey();
  const keyHash = hashStationKey(key);
  const now = clock.now();
  const repo = createStationsRepository(db);
  const rotated = await db.transaction().execute(async (trx) => {
    const before = await repo.saveIngestKey(trx, stationId, keyHash, actor.username, now);
    // Never the key or its hash: only that a key was issued, when and by whom.
    await recordActivity(trx, {
      actor,
      action: before ? 'rotate' : 'issue',
      entity: 'station_ingest_key',
      entityId: stationId,
      before: before ?? null,
      after: { createdAt: now, createdBy: actor.username },
      at: now,
      ip,
    });
    return before !== undefined;
  });
  return { key, rotated };
}
