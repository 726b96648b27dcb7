import { useSyncExternalStore } from 'react';

/** Whether the browser says it has no network (navigator.onLine false); a server that does not answer is not "offline". */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Calls `listener` on every 'online' and 'offline' event of the window. */
export function subscribeOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser is offline now; re-renders on each change (a prerendered page is taken as online). */
export function useIsOffline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOffline, () => false);
}
