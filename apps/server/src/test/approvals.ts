import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { createUser } from './users.js';

type Instant = Date | string | number;

/**
 * Approves a range at level 3 (locked) by a user added under `username`: the whole station, or
 * one of its parameters when `parameterCode` is given.
 */
export async function addApprovedRange(
  db: Kysely<Database>,
  range: {
    username: string;
    stationId: string;
    parameterCode?: string;
    from: Instant;
    to: Instant;
    at: Instant;
  },
): Promise<void> {
  const userId = await createUser(db, { username: range.username });
  await db
    .insertInto('approval')
    .values({
      stationId: range.stationId,
      parameterCode: range.parameterCode ?? null,
      fromTs: new Date(range.from),
      toTs: new Date(range.to),
      level: 3,
      userId,
      username: range.username,
      note: null,
      at: new Date(range.at),
    })
    .execute();
}
