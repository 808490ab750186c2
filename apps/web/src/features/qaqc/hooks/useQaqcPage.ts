import { findPageByPath, type ModuleCode } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The module of the QA/QC page at the current path. */
export function useQaqcModule(): ModuleCode | undefined {
  const { pathname } = useLocation();
  return findPageByPath(pathname)?.module;
}
