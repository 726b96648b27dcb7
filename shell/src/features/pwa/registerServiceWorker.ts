import { whenLoadedAndIdle } from '@chapter/shared/whenIdle';
import { serviceWorkerWanted } from '../../sw/pageSide';

/**
 * The app's service worker, /sw.js (docs/pwa.md): registered in production builds only (the webpack dev servers of
 * scripts/dev.mjs serve files that change under one name), after the page's load and when the browser is idle, so it
 * costs the first view nothing. The push reminders look up the same registration (mfe-dashboard's browserPush.ts).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (!serviceWorkerWanted()) return;
  whenLoadedAndIdle(() => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      /* the app works the same without it (only offline and push need it) */
    });
  });
}
