import { COOKIE_NAMES, STORAGE_KEYS } from '@eqmp/domain';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { json } from '../../test/render';
import { RootLayout } from './RootLayout';

function Saving() {
  useEffect(() => void apiRequest('/api2/records', { body: {} }).catch(() => {}), []);
  return <p>record page</p>;
}

function Login() {
  const { search } = useLocation();
  return <p>login {search}</p>;
}

describe('a session ending on a page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, 401),
      ),
    );
    document.cookie = `${COOKIE_NAMES.session}=h.${btoa(JSON.stringify({ iat: Math.floor(Date.now() / 1000) }))}.s; path=/`;
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        id: '1',
        username: 'officer',
        fullName: 'O',
        email: 'o@x',
        userGroup: 'department',
        ticked: ['Data KPI'],
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the sign-in page with the way back to that page', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            { path: '/', element: <Login /> },
            { path: '/eqmp/app/caqm/report/maintenance_record', element: <Saving /> },
          ],
        },
      ],
      { initialEntries: ['/eqmp/app/caqm/report/maintenance_record?station=CA0001'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByText(
        `login ?expired=1&next=${encodeURIComponent('/eqmp/app/caqm/report/maintenance_record?station=CA0001')}`,
      ),
    ).toBeInTheDocument();
  });
});
