import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LIMITS } from '@chapter/shared/constants';

const DAY_SECONDS = 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
  /** Names one sign-in, so a password change can keep the caller's own session while ending the others. */
  sessionId?: string | null;
  /** When the token expires (ms since the epoch), as read from it. */
  expiresAt?: number;
  /**
   * The role at signing, written into the token as a hint for the web app, which draws a stored session at once and
   * confirms it with the server in parallel (docs/performance.md). The server never reads it: each request's role
   * comes from the database.
   */
  role?: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signToken(secret: string, claims: TokenClaims, rememberMe = false): Promise<string> {
  const days = rememberMe ? LIMITS.rememberMeDays : LIMITS.sessionDays;
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId ?? randomUUID(), ...(claims.role ? { role: claims.role } : {}) })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + days * DAY_SECONDS)
    .sign(key(secret));
}

/** The claims of a valid, unexpired token signed with `secret`; null for anything else. */
export async function readToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    // A token without an expiry would be valid for ever: refused even when signed with the secret.
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
    return {
      userId: payload.sub,
      tokenVersion: payload.ver,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
      expiresAt: typeof payload.exp === 'number' ? payload.exp * 1000 : undefined,
    };
  } catch {
    return null;
  }
}
