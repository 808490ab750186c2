import { COOKIE_NAMES, STORAGE_KEYS } from '@eqmp/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { antdLocale } from '../lib/antd-locale';
import { i18n } from '../lib/i18n';
import { PreferencesProvider } from '../lib/preferences';
import { SessionProvider } from '../lib/session';

/** Renders UI for a test with the app's providers (query client without retries, i18n, preferences, Ant Design) at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider>
          <ConfigProvider locale={antdLocale('en')}>
            <AntApp>
              <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
            </AntApp>
          </ConfigProvider>
        </PreferencesProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** A token as the server issues it, issued now: the session renews it only once five minutes old. */
const freshToken = () =>
  `h.${btoa(JSON.stringify({ sub: '1', iat: Math.floor(Date.now() / 1000) })).replace(/=+$/, '')}.s`;

/** Renders UI signed in with these ticked roles, at `path`. */
export function renderSignedIn(ui: ReactNode, ticked: string[], path = '/') {
  document.cookie = `${COOKIE_NAMES.session}=${freshToken()}; path=/`;
  localStorage.setItem(
    STORAGE_KEYS.user,
    JSON.stringify({
      id: '1',
      username: 'keeper',
      fullName: 'Keeper',
      email: 'k@x',
      userGroup: 'department',
      ticked,
    }),
  );
  return renderWithProviders(<SessionProvider onExpired={() => {}}>{ui}</SessionProvider>, path);
}

/** A `fetch` answer with a JSON body. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
