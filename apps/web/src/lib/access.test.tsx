import { COOKIE_NAMES, STORAGE_KEYS, type PageDef } from '@eqmp/domain';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAccess } from './access';
import { SessionProvider } from './session';

const riverMap: PageDef = {
  id: 'x',
  path: '/river',
  access: { anyOf: ['Map CRWQM'] },
  titleKey: 'common:appName',
};

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(ticked: string[] | null) {
  if (ticked) {
    document.cookie = `${COOKIE_NAMES.session}=token; path=/`;
    localStorage.setItem(
      STORAGE_KEYS.user,
      JSON.stringify({
        id: '1',
        username: 'u',
        fullName: 'U',
        email: 'u@x',
        userGroup: 'other',
        ticked,
      }),
    );
  }
  render(
    <MemoryRouter initialEntries={['/river?state=Johor']}>
      <SessionProvider onExpired={() => {}}>
        <Routes>
          <Route
            path="/river"
            element={
              <RequireAccess page={riverMap}>
                <p>river page</p>
              </RequireAccess>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

describe('RequireAccess (spec §5 route guard)', () => {
  it('sends a visitor without a session to login, remembering the page', () => {
    renderAt(null);
    expect(screen.getByText('at /?next=%2Friver%3Fstate%3DJohor')).toBeInTheDocument();
  });

  it('sends a user whose ticked roles hold none of the page roles to Home', () => {
    renderAt(['Map CAQM']);
    expect(screen.getByText('at /Main')).toBeInTheDocument();
  });

  it('shows the page when one role matches', () => {
    renderAt(['Map CAQM', 'Map CRWQM']);
    expect(screen.getByText('river page')).toBeInTheDocument();
  });

  it('treats a stored profile without the session cookie as signed out', () => {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ticked: ['Map CRWQM'] }));
    renderAt(null);
    expect(screen.getByText(/^at \/\?next=/)).toBeInTheDocument();
  });
});
