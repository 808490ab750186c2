import { findPageByPath, type ModuleCode } from '@eqmp/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { parseQueryState, queryStateParams, type QueryState } from '../utils/query-state';

/** The module whose query options page is open (one page component serves all ten). */
export function useQueryModule(): ModuleCode | undefined {
  const { pathname } = useLocation();
  return findPageByPath(pathname)?.module;
}

/**
 * The query in the URL. `commit` pushes a new history entry (Generate, a new tab), so the back
 * button returns to the previous query; table paging and search keep their own parameters.
 */
export function useQueryState(): { state: QueryState; commit: (next: QueryState) => void } {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseQueryState(params), [params]);
  const commit = useCallback((next: QueryState) => setParams(queryStateParams(next)), [setParams]);
  return { state, commit };
}
