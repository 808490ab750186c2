import {
  canRecord,
  findPageByPath,
  RECORD_MODULES,
  type RecordAction,
  type RecordKind,
  type RecordModule,
} from '@eqmp/domain';
import { useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { useUrlFilters } from '../../../lib/useTableParams';

/**
 * The page's module and record kind (from its path), what the officer may do there, and the
 * list's filters and the open record, kept in the URL so a view can be shared.
 */
export function useRecordsPage() {
  const { pathname } = useLocation();
  const session = useSession();
  const page = findPageByPath(pathname);
  const module = (RECORD_MODULES as readonly string[]).includes(page?.module ?? '')
    ? (page!.module as RecordModule)
    : undefined;
  const kind: RecordKind = pathname.includes('/calibration') ? 'calibration' : 'maintenance';
  const can = (action: RecordAction, k: RecordKind = kind) =>
    module !== undefined && canRecord(k, action, module, session.ticked ?? []);
  const { get, set } = useUrlFilters({ replace: false });
  const id = Number(get('id'));
  return {
    module,
    kind,
    can,
    isAdmin: (session.ticked ?? []).includes('System Admin'),
    openId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    get,
    set,
  };
}
