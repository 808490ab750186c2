import { findPageByPath, isSamplingModule, type SamplingModule } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The module of the sampling page at the current path (each page serves every module of `SAMPLING_MODULES`). */
export function useSamplingModule(): SamplingModule {
  const { pathname } = useLocation();
  const module = findPageByPath(pathname)?.module;
  if (!module || !isSamplingModule(module))
    throw new Error(`Not a manual programme page: ${pathname}`);
  return module;
}
