import { findPageByPath, type ModuleCode } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The module whose calculator page is open (one page component serves every module of a medium). */
export function useCalculatorModule(): ModuleCode | undefined {
  const { pathname } = useLocation();
  return findPageByPath(pathname)?.module;
}
