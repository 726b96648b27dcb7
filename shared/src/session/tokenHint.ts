import type { Session } from './bus';
import { isRole, type Role } from './roles';

/** Who a stored token names, read from its payload without checking its signature: a hint until the server confirms. */
export interface SessionHint {
  userId: string;
  role: Role;
}

function payloadOf(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The person and role a session token names (`sub`, `role`), when it is a well-formed token that has not expired by
 * `now`; null otherwise. The web app draws a stored session from it at once and verifies the token in parallel
 * (docs/performance.md, "No waterfall"); every rule is still the server's. A token signed before roles were written
 * into tokens counts as USER until the server's answer says more.
 */
export function sessionHint(token: string, now = Date.now()): SessionHint | null {
  const payload = payloadOf(token);
  if (!payload || typeof payload.sub !== 'string' || !payload.sub) return null;
  if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
  return { userId: payload.sub, role: isRole(payload.role) ? payload.role : 'USER' };
}

/**
 * The session drawn from a token before the server has confirmed it (sessionHint), or null when the token names
 * nobody. The one form the shell's session owner publishes, the server draws a member's page with, and the shell
 * hydrates that page with: the three must agree for the page's first render to match.
 */
export function hintedSession(token: string, now = Date.now()): Session | null {
  const hint = sessionHint(token, now);
  return hint ? { status: 'authenticated', token, ...hint } : null;
}

/**
 * The session a member's page the server drew is drawn and hydrated with (docs/architecture.md, "Members' pages drawn
 * by the server"): the token's (hintedSession), with the role the server's check of it answered (`data-role` on the
 * page), so a member promoted since they signed in sees their new rights on the drawn page. Null as hintedSession.
 */
export function checkedSession(token: string, role: unknown, now = Date.now()): Session | null {
  const session = hintedSession(token, now);
  return session && isRole(role) ? { ...session, role } : session;
}
