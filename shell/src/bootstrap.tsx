import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { declareHydration, session$ } from '@chapter/shared';
import { replayEarlyClicks } from '@chapter/shared/pageStart';
import { App } from './app/App';
import { loadRemoteApp } from './features/remotes/remoteLoader';
import { startFirstRoute } from './features/remotes/preload';
import { ANONYMOUS } from './features/session/sessionOwner';
import { hasStoredSession } from './features/session/storedSession';
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
 * A prerendered page (README, "Prerendered pages") names its remote in `data-prerendered`. It was drawn for a
 * visitor: with no stored token the shell loads that remote and the page's chunk, then hydrates the markup in place
 * (the first render matches it: same tree, session already "visitor"). With a stored token, or if the remote cannot
 * load, the app renders afresh over it (the session check decides what to show; the remote area shows its own error).
 */
async function start(root: HTMLElement): Promise<void> {
  const remote = root.dataset.prerendered;
  const hasToken = hasStoredSession();
  startFirstRoute(window.location.pathname, hasToken);
  let hydrate = false;
  if (remote && !hasToken) {
    try {
      const module = await loadRemoteApp(remote);
      await module.preload?.(window.location.pathname);
      hydrate = true;
    } catch {
      hydrate = false;
    }
  }
  if (hydrate) {
    session$.next(ANONYMOUS);
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
