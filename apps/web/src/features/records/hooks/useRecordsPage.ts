import {
  canRecord,
  findPageByPath,
  RECORD_MODULES,
  type RecordAction,
  type RecordKind,
  type RecordModule,
} from '@eqmp/domain';
import { useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';

/**
 * The page's module and record kind (from its path), what the officer may do there, and the
 * list's filters and the open record, kept in the URL so a view can be shared.
 */
export function useRecordsPage() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const page = findPageByPath(pathname);
  const module = (RECORD_MODULES as readonly string[]).includes(page?.module ?? '')
    ? (page!.module as RecordModule)
    : undefined;
  const kind: RecordKind = pathname.includes('/calibration') ? 'calibration' : 'maintenance';
  const can = (action: RecordAction, k: RecordKind = kind) =>
    module !== undefined && canRecord(k, action, module, session.ticked ?? []);
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(key);
          else next.set(key, v);
        }
        return next;
      },
      { replace: false },
    );
  const id = Number(params.get('id'));
  return {
    module,
    kind,
    can,
    isAdmin: (session.ticked ?? []).includes('System Admin'),
    openId: Number.isSafeInteger(id) && id > 0 ? id : undefined,
    get: (name: string) => params.get(name) ?? undefined,
    set,
  };
}
