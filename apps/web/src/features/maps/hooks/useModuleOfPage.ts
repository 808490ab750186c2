import { PAGES, type ModuleCode } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The module of the page being shown (each module's viewer has its own path in the page table). */
export function useModuleOfPage(): ModuleCode {
  const { pathname } = useLocation();
  const page = PAGES.find((p) => p.path === pathname);
  if (!page || !('module' in page)) throw new Error(`No module for ${pathname}`);
  return page.module;
}
