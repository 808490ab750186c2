import { COOKIE_NAMES, decodeRoles, encodeRoles, ROLE_SET_VERSION } from '@eqmp/domain';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../clock.js';
import type { Principal } from '../../plugins/access-control.js';

/** Tokens live as long as the session cookie (spec §9: 15 minutes) and are renewed every 5. */
export const TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'eqmp';

export interface TokenService {
  sign(principal: Principal): Promise<string>;
  /** The principal of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<Principal | null>;
}

export function createTokenService(secret: string, clock: Clock): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(principal) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      // Roles travel as a bitset over the declared role list (see role-codec), not as names.
      return new SignJWT({
        username: principal.username,
        roles: encodeRoles(principal.ticked),
        rv: ROLE_SET_VERSION,
        sid: principal.sessionId,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(principal.userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: clock.now(),
        });
        const { sub, username, roles, rv, sid } = payload;
        if (typeof sub !== 'string' || typeof username !== 'string' || typeof sid !== 'string')
          return null;
        // A token made against another role list cannot be read safely: sign in again.
        if (typeof roles !== 'string' || rv !== ROLE_SET_VERSION) return null;
        return { userId: sub, sessionId: sid, username, ticked: decodeRoles(roles) };
      } catch {
        return null;
      }
    },
  };
}

/** The bearer token of a request's Authorization header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/**
 * The token of the spec's `user_eqmp` session cookie, if any: what a browser sends by itself when
 * the page frames one of the portal's own documents (it cannot add the Authorization header).
 */
export function sessionCookieToken(header: string | undefined): string | null {
  const prefix = `${COOKIE_NAMES.session}=`;
  for (const part of (header ?? '').split(';')) {
    const trimmed = part.trim();
    if (!trimmed.startsWith(prefix)) continue;
    const value = trimmed.slice(prefix.length);
    // A JWT is URL-safe text: anything else is no token.
    return /^[\w.-]+$/.test(value) ? value : null;
  }
  return null;
}
