import { useCallback, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { SessionProvider } from '../../lib/session';

/**
 * The session lives inside the router so an expired session can send the user to login, and back
 * to the page they were on once they have signed in again (where a form's kept input waits).
 */
export function RootLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location]);
  const onExpired = useCallback(() => {
    const next = here.current.startsWith('/') && here.current !== '/' ? here.current : null;
    void navigate(next ? `/?expired=1&next=${encodeURIComponent(next)}` : '/?expired=1', {
      replace: true,
    });
  }, [navigate]);
  return (
    <SessionProvider onExpired={onExpired}>
      <Outlet />
    </SessionProvider>
  );
}
