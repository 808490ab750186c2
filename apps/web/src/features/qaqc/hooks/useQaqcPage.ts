import {
  COOKIE_NAMES,
  findPageByPath,
  SESSION_COOKIE_MAX_AGE_MS,
  type ModuleCode,
} from '@eqmp/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readCookie, writeCookie } from '../../../lib/cookies';

/**
 * The module of the QA/QC page at the current path, and the validation session: the spec's QA/QC
 * token cookie is set while the officer works on these pages (cleared at logout, spec §4).
 */
export function useQaqcModule(): ModuleCode | undefined {
  const { pathname } = useLocation();
  useEffect(() => {
    writeCookie(
      COOKIE_NAMES.qaqcToken,
      readCookie(COOKIE_NAMES.qaqcToken) || crypto.randomUUID(),
      SESSION_COOKIE_MAX_AGE_MS,
    );
  }, []);
  return findPageByPath(pathname)?.module;
}
