import { modulesCovered, type ModuleCode } from '@eqmp/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';

/** The modules the caller's roles cover (every module for a System Admin); see `modulesCovered`. */
export function callerModules(request: FastifyRequest): readonly ModuleCode[] {
  return modulesCovered(request.principal?.ticked ?? []);
}

/** A SQL condition keeping rows whose module column is one of `modules` (none: no row). */
export function moduleIn(
  column: Expression<string>,
  modules: readonly ModuleCode[],
): Expression<SqlBool> {
  return modules.length === 0
    ? sql<SqlBool>`false`
    : sql<SqlBool>`${column} in (${sql.join(modules)})`;
}
