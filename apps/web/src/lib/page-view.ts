import { MODULE_CODES, type ModuleCode, type PageId } from '@eqmp/domain';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';

/**
 * How a feature shows one page of the page table: the layout around it (`public`: slim header;
 * `app`: the signed-in shell; `screen`: nothing around the page, for full-screen signage) and
 * its lazy code.
 */
export interface PageView {
  readonly layout: 'public' | 'app' | 'screen';
  readonly load: ReturnType<typeof lazyPage>;
}

export type PageViews = Partial<Record<PageId, PageView>>;

/**
 * The view of a page whose component is the export `name` of a lazily loaded module, in `layout`
 * (by default the signed-in shell).
 */
export function lazyView<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
  layout: PageView['layout'] = 'app',
): PageView {
  return { layout, load: lazyPage(load, name) };
}

/** The same view for each page of `ids`: one component serving them all, reading its module from the path. */
export function sameView<Id extends PageId>(
  ids: readonly Id[],
  view: PageView,
): Record<Id, PageView> {
  return Object.fromEntries(ids.map((id) => [id, view])) as Record<Id, PageView>;
}

/** The ids of a page every module has, named `<module><suffix>` (`caqmQuery`, `sojQuery`, …). */
export function modulePageIds<S extends string>(suffix: S): `${Lowercase<ModuleCode>}${S}`[] {
  return MODULE_CODES.map((m) => `${m.toLowerCase() as Lowercase<ModuleCode>}${suffix}` as const);
}
