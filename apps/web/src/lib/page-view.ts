import type { PageId } from '@eqmp/domain';
import type { lazyPage } from './lazy-page';

/** How a feature shows one page of the page table: the layout around it and its lazy code. */
export interface PageView {
  readonly layout: 'public' | 'app';
  readonly load: ReturnType<typeof lazyPage>;
}

export type PageViews = Partial<Record<PageId, PageView>>;
