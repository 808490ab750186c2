import type { Access } from '../access/access.js';
import type { ModuleCode } from '../modules.js';

/** The prefixes of the API entries declared once per module (`<prefix><MODULE>`, e.g. `queryCAQM`). */
export type ModuleApiPrefix = 'query' | 'reports' | 'mapLayer' | 'mapFilters' | 'mapCharts';

interface ModuleApiDef {
  readonly method: 'GET';
  readonly url: string;
  readonly access: Access;
}

/**
 * The entries of one per-module endpoint, named `<prefix><MODULE>` for each given module. Every
 * per-module entry of the API table is made here, and found with `moduleApiName`.
 */
export function moduleApiEntries<P extends ModuleApiPrefix, M extends ModuleCode>(
  prefix: P,
  modules: readonly M[],
  entry: (module: M) => ModuleApiDef,
): Record<`${P}${M}`, ModuleApiDef> {
  return Object.fromEntries(
    modules.map((module) => [`${prefix}${module}`, entry(module)]),
  ) as Record<`${P}${M}`, ModuleApiDef>;
}
