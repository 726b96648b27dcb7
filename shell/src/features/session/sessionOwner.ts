import type { Subscription } from 'rxjs';
import { AUTH_STORAGE_KEY, MESSAGES, PERSISTED_STATE_TIMEOUT_MS, call, hintedSession, isRole, session$, sessionRequests$, type Session } from '@chapter/shared';

/** The visitor's session; the prerendered pages are drawn for it (src/prerender.tsx, src/bootstrap.tsx). */
export const ANONYMOUS: Session = { status: 'anonymous', token: null, role: 'USER', userId: null };

/** What the owner needs from the page; tests pass fakes. */
export interface SessionOwnerDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  toastError: (message: string) => void;
  /** In-app navigation (no reload). */
  navigate: (path: string) => void;
  /** Leaves the page for `path`, loading it afresh. */
  reloadAt: (path: string) => void;
  /** What must finish before the page is left at sign-out (the device cache's deletion); waited for at most SIGN_OUT_WAIT_MS. */
  beforeLeaving?: () => Promise<unknown>;
  /** Whether the browser says it is offline (a failed check then toasts nothing). */
  isOffline?: () => boolean;
}

/** The longest a sign-out waits for the device cache's deletion before it leaves the page anyway. */
export const SIGN_OUT_WAIT_MS = 2_000;

/**
 * The only code that writes the session bus and the `auth` storage key (docs/rules.md §2):
 * restores and verifies the token at start, and serves the sign-in, sign-out and expiry requests.
 */
export function startSessionOwner(deps: SessionOwnerDeps): () => void {
  let generation = 0;

  /** Publishes `next` unless the bus already says the same (a confirmed hint changes nothing on screen). */
  function publish(next: Session): void {
    const current = session$.getValue();
    const same = current.status === next.status && current.token === next.token && current.role === next.role && current.userId === next.userId;
    if (!same) session$.next(next);
  }

  /**
   * A token that names its person and role (hintedSession) is drawn at once, and the server's check runs beside the
   * pages' first reads instead of before them (docs/performance.md, "No waterfall"); a refused token still ends the
   * session. A token that names nobody waits for the check, as every rule is the server's.
   */
  async function verify(token: string): Promise<void> {
    const mine = ++generation;
    // A page the server drew for this token was hydrated with the role its check answered (checkedSession): that
    // session stands until this check answers, instead of the token's older role.
    const current = session$.getValue();
    const tokenHint = hintedSession(token);
    const hint = current.status === 'authenticated' && current.token === token && tokenHint && current.userId === tokenHint.userId ? current : tokenHint;
    publish(hint ?? { status: 'unknown', token, role: 'USER', userId: null });
    const result = await call('GET /auth/verify-auth-token', {
      headers: { Authorization: `Bearer ${token}` },
      timeout: PERSISTED_STATE_TIMEOUT_MS,
      expireSessionOn401: false,
    });
    if (mine !== generation) return; // a later sign-in or sign-out has taken over
    if (result.ok) {
      const role = isRole(result.data?.role) ? result.data.role : 'USER';
      publish({ status: 'authenticated', token, role, userId: result.data?.userId ?? hint?.userId ?? null });
    } else if (result.status === 0) {
      // The check itself failed (network, time-out): keep the token and let the user carry on; the next call that
      // the server refuses with 401 ends the session. Offline, the page's offline notice says so instead of a toast.
      if (!deps.isOffline?.()) deps.toastError(MESSAGES.verifyFailed);
      publish({ status: 'authenticated', token, role: hint?.role ?? 'USER', userId: hint?.userId ?? null });
    } else {
      deps.storage.removeItem(AUTH_STORAGE_KEY);
      deps.toastError(result.message);
      session$.next(ANONYMOUS);
    }
  }

  function endSession(): void {
    generation++;
    deps.storage.removeItem(AUTH_STORAGE_KEY);
    session$.next(ANONYMOUS);
  }

  const subscription: Subscription = sessionRequests$.subscribe((request) => {
    switch (request.type) {
      case 'signIn':
        deps.storage.setItem(AUTH_STORAGE_KEY, request.token);
        void verify(request.token);
        break;
      case 'signOut': {
        endSession();
        // The session's end has begun deleting the person's device cache; leaving now could cut that short.
        const leave = () => deps.reloadAt('/');
        const waited = deps.beforeLeaving?.();
        if (!waited) leave();
        else void Promise.race([waited, new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]).then(leave, leave);
        break;
      }
      case 'expired':
        if (!session$.getValue().token) return; // already signed out: a late 401 changes nothing
        endSession();
        deps.toastError(MESSAGES.sessionExpired);
        deps.navigate('/auth/login');
        break;
    }
  });

  const stored = deps.storage.getItem(AUTH_STORAGE_KEY);
  if (stored) {
    // Stored again as it is: a storage that keeps a copy elsewhere (the session cookie, sessionStore.ts) gets one for a
    // session stored before it did.
    deps.storage.setItem(AUTH_STORAGE_KEY, stored);
    void verify(stored);
  } else {
    // Nothing stored: a copy kept elsewhere is cleared too (a token removed from storage by hand).
    deps.storage.removeItem(AUTH_STORAGE_KEY);
    session$.next(ANONYMOUS);
  }

  return () => {
    generation++;
    subscription.unsubscribe();
  };
}
