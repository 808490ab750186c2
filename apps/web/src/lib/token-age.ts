import { TOKEN_RENEWAL_INTERVAL_MS } from '@eqmp/domain';

/** When the token was issued (epoch ms), read from its payload; null when it cannot be read. */
export function issuedAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token is due for renewal: the spec renews every five minutes, counted from when the
 * token was issued, not from when the page loaded, so an officer who reloads or follows links more
 * often than that still keeps a fresh token. A token whose age cannot be read is renewed.
 */
export function renewalDue(token: string, now: number): boolean {
  const at = issuedAt(token);
  return at === null || now - at >= TOKEN_RENEWAL_INTERVAL_MS;
}
