import { modulesCovered, type ModuleCode } from '@eqmp/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { FastifyRequest } from 'fastify';

/**
 * The modules the caller's roles cover (every module for a System Admin; see `modulesCovered`),
 * less the Straits of Johor unless the caller holds an open SOJ session.
 */
export function callerModules(request: FastifyRequest): readonly ModuleCode[] {
  const modules = modulesCovered(request.principal?.ticked ?? []);
  return request.sojSession ? modules : modules.filter((module) => module !== 'SOJ');
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
