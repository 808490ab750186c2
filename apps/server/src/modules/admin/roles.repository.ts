import { sql, type Kysely } from 'kysely';
import { insertReturningId, takenIgnoringCase, updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

export interface RoleDetails {
  readonly name: string;
  readonly description: string;
}

export interface FunctionGroup {
  readonly roleName: string;
  readonly groupLabel: string;
  readonly sortOrder: number;
}

/** SQL of the role templates and the function grouping (System Administration). */
export function createRolesRepository(db: Kysely<Database>) {
  return {
    /** Every template (or one), with its functions in name order and how many users hold it. */
    async templates(id?: string) {
      const rows = await db
        .selectFrom('roleTemplate')
        .select((eb) => [
          'roleTemplate.id',
          'roleTemplate.name',
          'roleTemplate.description',
          eb
            .selectFrom('roleTemplateFunction')
            .select(sql<string[]>`coalesce(array_agg(role_name order by role_name), '{}')`.as('f'))
            .whereRef('roleTemplateFunction.templateId', '=', 'roleTemplate.id')
            .as('functions'),
          eb
            .selectFrom('userRoleTemplate')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('userRoleTemplate.templateId', '=', 'roleTemplate.id')
            .as('userCount'),
        ])
        .$if(id !== undefined, (q) => q.where('roleTemplate.id', '=', id!))
        .orderBy('roleTemplate.name')
        .execute();
      return rows.map((r) => ({ ...r, functions: r.functions ?? [], userCount: r.userCount ?? 0 }));
    },

    /** Whether another template already has this name (names compare without case). */
    nameTaken: (name: string, exceptId?: string): Promise<boolean> =>
      takenIgnoringCase(db, 'roleTemplate', 'name', name, exceptId),

    insert: (trx: Kysely<Database>, details: RoleDetails): Promise<string> =>
      insertReturningId(trx, 'roleTemplate', details),

    update: (trx: Kysely<Database>, id: string, details: RoleDetails, at: Date) =>
      updateById(trx, 'roleTemplate', id, { ...details, updatedAt: at }),

    async remove(trx: Kysely<Database>, id: string) {
      await trx.deleteFrom('roleTemplate').where('id', '=', id).execute();
    },

    async setFunctions(trx: Kysely<Database>, templateId: string, functions: readonly string[]) {
      await trx.deleteFrom('roleTemplateFunction').where('templateId', '=', templateId).execute();
      if (functions.length > 0) {
        await trx
          .insertInto('roleTemplateFunction')
          .values([...new Set(functions)].map((roleName) => ({ templateId, roleName })))
          .execute();
      }
    },

    /** The users holding a template. */
    async holders(trx: Kysely<Database>, templateId: string): Promise<string[]> {
      const rows = await trx
        .selectFrom('userRoleTemplate')
        .select('userId')
        .where('templateId', '=', templateId)
        .execute();
      return rows.map((r) => r.userId);
    },

    async grouping(): Promise<FunctionGroup[]> {
      return db
        .selectFrom('functionGrouping')
        .select(['roleName', 'groupLabel', 'sortOrder'])
        .orderBy('sortOrder')
        .execute();
    },

    async replaceGrouping(trx: Kysely<Database>, grouping: readonly FunctionGroup[], at: Date) {
      await trx.deleteFrom('functionGrouping').execute();
      if (grouping.length > 0) {
        await trx
          .insertInto('functionGrouping')
          .values(grouping.map((g) => ({ ...g, updatedAt: at })))
          .execute();
      }
    },
  };
}
