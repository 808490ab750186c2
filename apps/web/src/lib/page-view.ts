import type { PageId } from '@eqmp/domain';
import type { lazyPage } from './lazy-page';

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
