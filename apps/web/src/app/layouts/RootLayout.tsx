import { useCallback } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { SessionProvider } from '../../lib/session';

/** The session lives inside the router so an expired session can send the user to login. */
export function RootLayout() {
  const navigate = useNavigate();
  const onExpired = useCallback(() => void navigate('/?expired=1', { replace: true }), [navigate]);
  return (
    <SessionProvider onExpired={onExpired}>
      <Outlet />
    </SessionProvider>
  );
}
