import { isRoleName } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createSessionsRepository } from './sessions.repository.js';

/**
 * A user's ticked role names: the union of their role templates' functions and their own ticks,
 * keeping only names of the function hierarchy (a removed function stops granting anything).
 */
export async function tickedRoles(db: Kysely<Database>, userId: string): Promise<string[]> {
  return (await createSessionsRepository(db).roleNames(userId)).filter(isRoleName).sort();
}
