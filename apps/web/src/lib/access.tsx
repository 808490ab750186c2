import { decideAccess, type Access, type PageDef } from '@eqmp/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from './session';

/** Whether the signed-in user may use something with this access (the server enforces it too). */
export function useCan(): (access: Access) => boolean {
  const { ticked } = useSession();
  return (access) => decideAccess(access, ticked) === 'allow';
}

/**
 * The spec §5 route guard: a page's roles need one match among the ticked roles; an empty role
 * list goes to login (remembering where the user was going), no matching role goes to Home.
 */
export function RequireAccess({ page, children }: { page: PageDef; children: ReactNode }) {
  const { ticked } = useSession();
  const location = useLocation();
  const decision = decideAccess(page.access, ticked);
  if (decision === 'signIn') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/?next=${encodeURIComponent(next)}`} replace />;
  }
  if (decision === 'deny')
    return <Navigate to="/Main" replace state={{ deniedFrom: location.pathname }} />;
  return <>{children}</>;
}
