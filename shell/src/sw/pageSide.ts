/**
 * The page's side of the service worker's messages (docs/pwa.md). Lives beside the worker's source so both name the
 * message the same way; any part of the shell may call it (the remotes feature does when it learns its map).
 */
export const REMOTES_MESSAGE = 'chapter-remotes';

/** Production builds only: the webpack dev servers (scripts/dev.mjs) serve files that change under one name. */
export const serviceWorkerWanted = (): boolean => process.env.NODE_ENV === 'production' && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** The remotes map last learnt, posted to the worker once one is active (it caches those versions' entries). */
let latestMap: Record<string, string> | null = null;
let posting = false;

/**
 * Tells the service worker the remotes map this page was given: it caches each remote's current manifest and entry
 * and deletes that remote's files of every other version. The newest map wins when several arrive before it is ready.
 */
export function postRemotesToServiceWorker(remotes: Record<string, string>): void {
  if (!serviceWorkerWanted()) return;
  latestMap = remotes;
  if (posting) return;
  posting = true;
  void navigator.serviceWorker.ready
    .then((registration) => {
      registration.active?.postMessage({ type: REMOTES_MESSAGE, remotes: latestMap });
    })
    .catch(() => undefined)
    .finally(() => {
      posting = false;
    });
}
