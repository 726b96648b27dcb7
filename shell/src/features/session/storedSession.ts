import { AUTH_STORAGE_KEY } from '@chapter/shared/constants';
import { hintedSession } from '@chapter/shared/tokenHint';

/** The stored session token, or null (none, or storage that cannot be read). */
export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Whether this browser holds a member's session (its token); false where storage cannot be read. From the kit's
 * constants, not its singleton: the start script asks before the shared packages exist.
 */
export function hasStoredSession(): boolean {
  return Boolean(storedToken());
}

/** The session the stored token names (hintedSession), or null when none is stored or it names nobody. */
export function storedSessionHint(): ReturnType<typeof hintedSession> {
  const token = storedToken();
  return token ? hintedSession(token) : null;
}

/**
 * Whether the page was drawn for whoever this browser holds: a member's page (`data-member`, drawn by the server for
 * the session cookie's member) for the member of the stored session, in this browser's clock (`data-clock`: its times
 * are the reader's, docs/architecture.md, "The reader's clock"); any other page for a visitor with none. Only such a
 * page is hydrated as it is; another is drawn afresh by the app (docs/architecture.md). `clock`: this browser's, as
 * rememberBrowserClock gives it.
 */
export function drawnForThisBrowser(root: HTMLElement, clock: string): boolean {
  const member = root.dataset.member;
  if (!member) return !hasStoredSession();
  return storedSessionHint()?.userId === member && root.dataset.clock === clock;
}
