import { AUTH_STORAGE_KEY, SESSION_COOKIE } from '@chapter/shared';
import type { SessionOwnerDeps } from './sessionOwner';

// The session cookie carries the stored token to the server on a page's request, so it draws that member's page
// (docs/architecture.md, "Members' pages drawn by the server"). The server reads it for that alone: the API takes the
// token from the Authorization header only, so no other site can act with it. Not HttpOnly: the page holds the same
// token in localStorage anyway, and this way the page clears it at sign-out even without the network.

/** As long as a session may last on this browser; the server checks the token itself on every page drawn. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function writeCookie(doc: Document, token: string | null): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  const value = token ? `${token}; Max-Age=${COOKIE_MAX_AGE_SECONDS}` : '; Max-Age=0';
  doc.cookie = `${SESSION_COOKIE}=${value}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The session's storage: `storage` (the page's localStorage), the token also kept in the session cookie, written and
 * cleared together, so the server never draws a page for someone the page no longer holds a session of.
 */
export function sessionStore(storage: SessionOwnerDeps['storage'], doc: Document = document): SessionOwnerDeps['storage'] {
  return {
    getItem: (key) => storage.getItem(key),
    setItem(key, value) {
      storage.setItem(key, value);
      if (key === AUTH_STORAGE_KEY) writeCookie(doc, value);
    },
    removeItem(key) {
      storage.removeItem(key);
      if (key === AUTH_STORAGE_KEY) writeCookie(doc, null);
    },
  };
}
