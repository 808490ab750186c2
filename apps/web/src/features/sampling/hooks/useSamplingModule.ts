import { findPageByPath, isSamplingModule, type SamplingModule } from '@eqmp/domain';
import { useLocation } from 'react-router';

/** The manual module of the page at the current path (each page serves MAQM, MRWQM and MMWQM). */
export function useSamplingModule(): SamplingModule {
  const { pathname } = useLocation();
  const module = findPageByPath(pathname)?.module;
  if (!module || !isSamplingModule(module))
    throw new Error(`Not a manual programme page: ${pathname}`);
  return module;
}
