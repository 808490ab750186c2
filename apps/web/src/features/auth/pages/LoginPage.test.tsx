import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { SessionProvider } from '../../../lib/session';
import { LoginPage } from './LoginPage';

function renderLogin() {
  renderWithProviders(
    <SessionProvider onExpired={() => {}}>
      <Routes>
        <Route path="/" element={<LoginPage />} />
        <Route path="/loading" element={<p>loading page</p>} />
      </Routes>
    </SessionProvider>,
  );
}

async function submit(password: string) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'officer' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
}

describe('LoginPage', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const ways: [string, () => void][] = [
    ['the OK button', () => fireEvent.click(screen.getByRole('button', { name: 'OK' }))],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Esc', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', keyCode: 27 })],
  ];

  it.each(ways)(
    'signs in on a correct retry after Login Failed is closed with %s',
    async (_way, close) => {
      fetchMock
        .mockResolvedValueOnce(
          json({ message: 'Wrong username or password (attempt 1/4).', code: 'LOGIN_FAILED' }, 401),
        )
        .mockResolvedValueOnce(json({ token: 'good-token' }));
      renderLogin();
      await submit('wrong');
      await screen.findByText('Wrong username or password (attempt 1/4).');
      act(close);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: /Sign in/ })).not.toHaveClass('ant-btn-loading'),
      );
      await submit('right');
      expect(await screen.findByText('loading page')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    },
  );
});
