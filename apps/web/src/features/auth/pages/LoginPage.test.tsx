import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { SessionProvider } from '../../../lib/session';
import { LoginPage } from './LoginPage';
import { stubFetch } from '../../../test/fetch';

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
  const fetchMock = stubFetch();

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

  it.each([
    ['404', () => json({ message: 'Route not found', code: 'NOT_FOUND' }, 404), 'Page Not Found'],
    ['500', () => json({ message: 'boom', code: 'INTERNAL' }, 500), 'Internal Server Error'],
    [
      'another refusal (its message)',
      () =>
        json(
          { message: 'Account locked. Please try again after 15 minutes.', code: 'LOCKED' },
          423,
        ),
      'Account locked. Please try again after 15 minutes.',
    ],
  ])('answers a %s with Login Failed and its text', async (_status, answer, text) => {
    fetchMock.mockImplementationOnce(async () => answer());
    renderLogin();
    await submit('secret');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Login Failed');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText('loading page')).not.toBeInTheDocument();
  });

  it('a 404 shows Page Not Found, not the server’s message nor the generic 404 text', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Route not found', code: 'NOT_FOUND' }, 404));
    renderLogin();
    await submit('secret');
    await screen.findByText('Page Not Found');
    expect(screen.queryByText('Route not found')).not.toBeInTheDocument();
    expect(screen.queryByText('URL/Page Request Not Found')).not.toBeInTheDocument();
  });

  it('says the server cannot be reached when the call never arrives', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderLogin();
    await submit('secret');
    expect(
      await screen.findByText('The server cannot be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('asks for the required information without calling the server', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: /Sign in/ }));
    await screen.findByText('Error!! Please fill in required information');
    expect(screen.getByRole('dialog')).toHaveTextContent('Login Failed');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
