import { SOJ_TOKEN_HEADER, STORAGE_KEYS, type SojSessionResponse } from '@eqmp/domain';
import { setExtraHeaders } from './api-client';

/** What localStorage `soj_eqmp` holds (spec §3 SOJ session). */
export type StoredSojSession = SojSessionResponse;

export function readSojSession(): StoredSojSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.sojSession);
    const value = raw ? (JSON.parse(raw) as Partial<StoredSojSession>) : null;
    return value && typeof value.soj_token === 'string' && typeof value.expires_at === 'string'
      ? (value as StoredSojSession)
      : null;
  } catch {
    return null;
  }
}

export function storeSojSession(session: StoredSojSession): void {
  localStorage.setItem(STORAGE_KEYS.sojSession, JSON.stringify(session));
}

export function clearSojSession(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.sojSession);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

/**
 * Spec §5 SOJ guard: `valid` while a stored session's expires_at is not past now, `expired` when
 * it is, `missing` when nothing is stored.
 */
export function sojSessionState(
  session: StoredSojSession | null,
  now: Date,
): 'valid' | 'expired' | 'missing' {
  if (!session) return 'missing';
  return Date.parse(session.expires_at) >= now.getTime() ? 'valid' : 'expired';
}

/** The alert of each refused case (spec §5, §8), as locale keys. */
export const SOJ_GUARD_MESSAGE = {
  expired: 'errors:code.SOJ_SESSION_EXPIRED',
  missing: 'errors:code.SOJ_SESSION_MISSING',
} as const;

// Every call carries the SOJ token while one is stored; the server decides where it is needed.
setExtraHeaders((): Record<string, string> => {
  const session = readSojSession();
  return session ? { [SOJ_TOKEN_HEADER]: session.soj_token } : {};
});
