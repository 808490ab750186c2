import { isRoleName } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * A user's ticked role names: the union of their role templates' functions and their own ticks,
 * keeping only names of the function hierarchy (a removed function stops granting anything).
 */
export async function tickedRoles(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('userFunction')
    .select('roleName')
    .where('userId', '=', userId)
    .union(
      db
        .selectFrom('userRoleTemplate')
        .innerJoin(
          'roleTemplateFunction',
          'roleTemplateFunction.templateId',
          'userRoleTemplate.templateId',
        )
        .select('roleTemplateFunction.roleName')
        .where('userRoleTemplate.userId', '=', userId),
    )
    .execute();
  return rows
    .map((r) => r.roleName)
    .filter(isRoleName)
    .sort();
}
