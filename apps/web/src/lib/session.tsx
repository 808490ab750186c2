import {
  COOKIE_NAMES,
  SESSION_COOKIE_MAX_AGE_MS,
  STORAGE_KEYS,
  type RenewResponse,
} from '@eqmp/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, callApi, setTokenSource, setUnauthorizedHandler } from './api-client';
import { clearCookie, readCookie, writeCookie } from './cookies';
import { keepOpenDrafts } from './form-drafts';
import { renewalDue } from './token-age';

/** How often the token's age is looked at; it is renewed once five minutes old. */
const RENEWAL_CHECK_MS = 30_000;
// Sets the SOJ token header of every call while an SOJ session is stored.
import './soj-session';

/** What localStorage `user_eqmp` holds: the renewal's user and ticked roles, never the token. */
export type StoredUser = Readonly<RenewResponse['user']> & { readonly ticked: readonly string[] };

const sessionToken = () => readCookie(COOKIE_NAMES.session);

// Every call carries the session's token. Set once, before any page can ask for data.
setTokenSource(() => sessionToken() || null);

function readStoredUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The signed-in user's name, from the stored profile; null when none is stored. */
export function storedUsername(): string | null {
  return readStoredUser()?.username ?? null;
}

/** Spec §4 logout: the stored user, roles and SOJ session, and the QA/QC token cookie. */
export function clearSessionStorage(): void {
  clearCookie(COOKIE_NAMES.session);
  clearCookie(COOKIE_NAMES.qaqcToken);
  try {
    localStorage.removeItem(STORAGE_KEYS.user);
    localStorage.removeItem(STORAGE_KEYS.sojSession);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

/** Renews the token (spec §7 renewjwt) and stores the new token and the roles. */
export async function renewToken(token: string): Promise<StoredUser> {
  const res = await callApi('renewJwt', {}, { token });
  writeCookie(COOKIE_NAMES.session, res.newjwt, SESSION_COOKIE_MAX_AGE_MS);
  const user: StoredUser = { ...res.user, ticked: res.roledetail.ticked };
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}

interface Session {
  readonly user: StoredUser | null;
  /** The ticked role names, from the store or local storage (spec §5). */
  readonly ticked: readonly string[] | null;
  /** Spec §7 login: stores the token; the loading screen then renews it and stores the roles. */
  signIn: (username: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Renews the token and stores the roles and profile anew. */
  renew: () => Promise<StoredUser | null>;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  children,
  onExpired,
}: {
  children: ReactNode;
  onExpired: () => void;
}) {
  const [user, setUser] = useState<StoredUser | null>(() =>
    sessionToken() ? readStoredUser() : null,
  );

  const expire = useCallback(() => {
    // The session ended under an open form: what was typed waits for the next sign-in.
    const owner = storedUsername();
    if (owner) keepOpenDrafts(owner);
    clearSessionStorage();
    setUser(null);
    onExpired();
  }, [onExpired]);

  // A call refused for an ended session ends it here too.
  useEffect(
    () => setUnauthorizedHandler(() => (readStoredUser() ? expire() : undefined)),
    [expire],
  );

  // Spec §4: at start the cookie is checked; the token is renewed every 5 minutes while the
  // cookie is non-empty, counted from when the token was issued (so reloads and deep links do not
  // restart the count, and a page opened on an old token renews at once); an empty cookie clears
  // everything and the user is logged out. Only a refusal (401) ends the session: a busy server
  // or a lost connection is tried again at the next check, while the token is still valid.
  useEffect(() => {
    const check = () => {
      const token = sessionToken();
      if (!token) {
        if (readStoredUser() || user) expire();
        return;
      }
      if (!renewalDue(token, Date.now())) return;
      renewToken(token).then(setUser, (e: unknown) => {
        if (e instanceof ApiError && e.status === 401) expire();
      });
    };
    if (!sessionToken()) clearSessionStorage();
    else check();
    const timer = window.setInterval(check, RENEWAL_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [expire, user]);

  const signIn = useCallback(async (username: string, password: string) => {
    const { token } = await callApi('login', { body: { username, password } }, { token: null });
    writeCookie(COOKIE_NAMES.session, token, SESSION_COOKIE_MAX_AGE_MS);
  }, []);

  const signOut = useCallback(async () => {
    const token = sessionToken();
    if (token) await callApi('logout', {}, { token }).catch(() => undefined);
    clearSessionStorage();
    setUser(null);
  }, []);

  const renew = useCallback(async () => {
    const token = sessionToken();
    if (!token) return null;
    const renewed = await renewToken(token);
    setUser(renewed);
    return renewed;
  }, []);

  const value = useMemo<Session>(
    () => ({ user, ticked: user ? user.ticked : null, signIn, signOut, renew }),
    [user, signIn, signOut, renew],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
