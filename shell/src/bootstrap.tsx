import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { checkedSession, declareHydration, seedFirstReads, session$, type Session } from '@chapter/shared';
import { replayEarlyClicks } from '@chapter/shared/pageStart';
import { rememberBrowserClock } from '@chapter/shared/readerClock';
import { App } from './app/App';
import { loadRemoteApp } from './features/remotes/remoteLoader';
import { startFirstRoute } from './features/remotes/preload';
import { ANONYMOUS } from './features/session/sessionOwner';
import { drawnForThisBrowser, hasStoredSession, storedToken } from './features/session/storedSession';
import { registerServiceWorker } from './features/pwa/registerServiceWorker';

// Test builds only (FEDERATION_PROBE=on): lets the e2e suite check the page holds one copy of each singleton.
if (process.env.FEDERATION_PROBE === 'on') void import('./app/probe').then(({ registerShellProbe }) => registerShellProbe());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The session a page was drawn for, when it was drawn for whoever this browser holds (storedSession.ts): a visitor's
 * page (README, "Prerendered pages") for a visitor; a member's page (docs/architecture.md, "Members' pages drawn by
 * the server") for that member, its first reads' answers put in the cache. Null: the app draws the page afresh.
 */
function drawnSession(root: HTMLElement, clock: string): Session | null {
  if (!drawnForThisBrowser(root, clock)) return null;
  if (!root.dataset.member) return ANONYMOUS;
  const token = storedToken();
  // With the role the server's check answered when it drew the page, as it drew it (checkedSession).
  const session = token ? checkedSession(token, root.dataset.role) : null;
  return session && token && seedFirstReads(window.location.pathname, undefined, { catchUp: true, token }) ? session : null;
}

/**
 * A page the server drew names its remote in `data-prerendered`. Drawn for whoever this browser holds, the shell
 * loads that remote and the page's chunk, then hydrates the markup in place (the first render matches it: same tree,
 * same session, same answers). Otherwise, or if the remote cannot load, the app renders afresh over it (the session
 * check decides what to show; the remote area shows its own error).
 */
async function start(root: HTMLElement): Promise<void> {
  const remote = root.dataset.prerendered;
  startFirstRoute(window.location.pathname, hasStoredSession());
  // Read with Intl, as the app formats: the cookie the server draws a member's next page with is the app's to keep.
  const clock = rememberBrowserClock({ exact: true });
  let session = remote ? drawnSession(root, clock) : null;
  if (remote && session) {
    try {
      const module = await loadRemoteApp(remote);
      await module.preload?.(window.location.pathname);
    } catch {
      session = null;
    }
  }
  if (session) {
    session$.next(session);
    // The page's StaticMarkup parts keep the server's markup (shared/src/hydration/StaticMarkup.tsx).
    declareHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task: the page
    // (already painted from the HTML) stays responsive to input while React attaches to it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // React now listens on the page: a button clicked before is clicked again (React hydrates its part first).
    replayEarlyClicks();
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
registerServiceWorker();
