import type { Access } from '../access/access.js';
import type { ApiDef } from './api-def.js';
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

/** One action of a per-module endpoint family: its method and contract; the module gives URL and access. */
export type ModuleAction = Omit<ApiDef, 'url' | 'access'>;

type ActionOf<N extends string, P extends string, K extends string, M extends string> = K extends K
  ? N extends `${P}${K}${M}`
    ? K
    : never
  : never;

/** The entries `<prefix><Action><MODULE>` of a family, each with its action's method and contract. */
export type ModuleActionEntries<
  P extends string,
  A extends Readonly<Record<string, ModuleAction>>,
  M extends ModuleCode,
> = {
  readonly [N in `${P}${keyof A & string}${M}`]: A[ActionOf<N, P, keyof A & string, M>] & {
    readonly url: string;
    readonly access: Access;
  };
};

/**
 * The entries of a family of per-module endpoints (e.g. EQMP reporting's list, upload and review
 * for each module): every action's method and contract is declared once, and `place` gives each
 * module's URL and access for it.
 */
export function moduleActionEntries<
  P extends string,
  const A extends Readonly<Record<string, ModuleAction>>,
  M extends ModuleCode,
>(
  prefix: P,
  modules: readonly M[],
  actions: A,
  place: (module: M, action: keyof A & string) => { url: string; access: Access },
): ModuleActionEntries<P, A, M> {
  const entries: Record<string, ApiDef> = {};
  for (const module of modules) {
    for (const [action, contract] of Object.entries(actions)) {
      entries[`${prefix}${action}${module}`] = { ...contract, ...place(module, action) };
    }
  }
  return entries as ModuleActionEntries<P, A, M>;
}
