import { TOKEN_RENEWAL_INTERVAL_MS } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { issuedAt, renewalDue } from './token-age';

const tokenIssuedAt = (ms: number) =>
  `h.${btoa(JSON.stringify({ sub: 'u', iat: Math.floor(ms / 1000) })).replace(/=+$/, '')}.s`;

describe('token age', () => {
  const now = Date.UTC(2026, 10, 27, 8, 0, 0);

  it('reads when the token was issued', () => {
    expect(issuedAt(tokenIssuedAt(now))).toBe(now);
    expect(issuedAt('not a token')).toBeNull();
  });

  it('is due five minutes after issue, whatever reloads happened meanwhile', () => {
    const token = tokenIssuedAt(now);
    expect(renewalDue(token, now + TOKEN_RENEWAL_INTERVAL_MS - 1000)).toBe(false);
    expect(renewalDue(token, now + TOKEN_RENEWAL_INTERVAL_MS)).toBe(true);
    expect(renewalDue('garbled', now)).toBe(true);
  });
});
