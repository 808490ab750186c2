import { COOKIE_NAMES, STORAGE_KEYS, TOKEN_RENEWAL_INTERVAL_MS, MINUTE_MS } from '@eqmp/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../test/render';
import { readCookie } from './cookies';
import { SessionProvider, useSession } from './session';

/**
 * Spec §4: the token is renewed every five minutes while the session cookie is set, counted from
 * when it was issued (its `iat`, lib/token-age.ts), checked at load and every 30 s. Only a 401
 * ends the session; a busy or unreachable server is tried again at the next check.
 */
const NOW = Date.parse('2026-01-15T08:00:00+08:00');
const CHECK_MS = 30_000;

/** A token whose payload says it was issued at `at` (the signature is not read by the browser). */
function tokenIssuedAt(at: number, name = 'token'): string {
  const payload = btoa(JSON.stringify({ iat: Math.floor(at / 1000), sub: name }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

const storedUser = {
  id: '7',
  username: 'officer',
  fullName: 'Officer',
  email: 'o@doe.gov.my',
  userGroup: 'department',
};

function renewal(token: string) {
  return json({ newjwt: token, roledetail: { ticked: ['Data KPI'] }, user: storedUser });
}

function Probe() {
  const { user } = useSession();
  return <p>{user ? `signed in as ${user.username}` : 'signed out'}</p>;
}

const fetchMock = vi.fn<typeof fetch>();
const onExpired = vi.fn();
const renewCalls = () =>
  fetchMock.mock.calls.filter(([url]) => (url as string).endsWith('/api2/users/renewjwt'));
const bearerOf = (i: number) =>
  (renewCalls()[i]?.[1]?.headers as Record<string, string> | undefined)?.authorization;

function signedInWith(token: string) {
  document.cookie = `${COOKIE_NAMES.session}=${token}; path=/`;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ ...storedUser, ticked: ['Data KPI'] }));
  render(
    <SessionProvider onExpired={onExpired}>
      <Probe />
    </SessionProvider>,
  );
}

/** Moves the clock (and the 30-second checks) on by `ms`. */
async function wait(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await Promise.resolve();
  });
}

describe('the five-minute token renewal', () => {
  beforeEach(() => {
    // Only the clock and the periodic check are faked: the page's own waits stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: NOW });
    fetchMock.mockReset();
    onExpired.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renews at load a token older than five minutes, and stores the new one', async () => {
    const old = tokenIssuedAt(NOW - TOKEN_RENEWAL_INTERVAL_MS - MINUTE_MS, 'old');
    const fresh = tokenIssuedAt(NOW, 'fresh');
    fetchMock.mockResolvedValueOnce(renewal(fresh));
    signedInWith(old);
    await waitFor(() => expect(renewCalls()).toHaveLength(1));
    expect(bearerOf(0)).toBe(`Bearer ${old}`);
    await waitFor(() => expect(readCookie(COOKIE_NAMES.session)).toBe(fresh));
    expect(screen.getByText('signed in as officer')).toBeInTheDocument();
    // The new token is fresh: the next checks leave it alone.
    await wait(2 * CHECK_MS);
    expect(renewCalls()).toHaveLength(1);
  });

  it('leaves a younger token alone at load and renews it at the first check after five minutes', async () => {
    const young = tokenIssuedAt(NOW - 4 * MINUTE_MS);
    fetchMock.mockImplementation(async () => renewal(tokenIssuedAt(Date.now(), 'renewed')));
    signedInWith(young);
    await wait(0);
    expect(renewCalls()).toHaveLength(0);
    // 4 min 30 s old: still not due.
    await wait(CHECK_MS);
    expect(renewCalls()).toHaveLength(0);
    // 5 min old: due.
    await wait(CHECK_MS);
    await waitFor(() => expect(renewCalls()).toHaveLength(1));
    expect(bearerOf(0)).toBe(`Bearer ${young}`);
  });

  it('keeps the user signed in when the renewal is answered 503, and tries again at the next check', async () => {
    const old = tokenIssuedAt(NOW - 6 * MINUTE_MS);
    const fresh = tokenIssuedAt(NOW, 'fresh');
    fetchMock
      .mockResolvedValueOnce(json({ message: 'Busy', code: 'SERVER_BUSY' }, 503))
      .mockResolvedValueOnce(renewal(fresh));
    signedInWith(old);
    await waitFor(() => expect(renewCalls()).toHaveLength(1));
    await wait(0);
    expect(onExpired).not.toHaveBeenCalled();
    expect(readCookie(COOKIE_NAMES.session)).toBe(old);
    expect(localStorage.getItem(STORAGE_KEYS.user)).not.toBeNull();
    expect(screen.getByText('signed in as officer')).toBeInTheDocument();

    await wait(CHECK_MS);
    await waitFor(() => expect(renewCalls()).toHaveLength(2));
    expect(bearerOf(1)).toBe(`Bearer ${old}`);
    await waitFor(() => expect(readCookie(COOKIE_NAMES.session)).toBe(fresh));
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the user signed in when the server cannot be reached, and tries again', async () => {
    const old = tokenIssuedAt(NOW - 6 * MINUTE_MS);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(renewal(tokenIssuedAt(NOW, 'fresh')));
    signedInWith(old);
    await waitFor(() => expect(renewCalls()).toHaveLength(1));
    await wait(0);
    expect(onExpired).not.toHaveBeenCalled();
    await wait(CHECK_MS);
    await waitFor(() => expect(renewCalls()).toHaveLength(2));
  });

  it('signs the user out when the renewal is answered 401', async () => {
    const old = tokenIssuedAt(NOW - 6 * MINUTE_MS);
    fetchMock.mockResolvedValue(json({ message: 'Sign in again', code: 'UNAUTHENTICATED' }, 401));
    signedInWith(old);
    await waitFor(() => expect(onExpired).toHaveBeenCalled());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readCookie(COOKIE_NAMES.session)).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    // Signed out: nothing more to renew.
    const calls = renewCalls().length;
    await wait(2 * CHECK_MS);
    expect(renewCalls()).toHaveLength(calls);
  });
});
