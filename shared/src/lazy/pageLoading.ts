import { useSyncExternalStore } from 'react';

/**
 * The code the next page is waiting for (docs/performance.md, "Moving between areas"): set while a route's RemoteArea
 * loads its remote, or an area loads a page of its own (pageOnDemand), so the frame can say the next page is on its way
 * while the last one stays on screen. A preload on a link's hover or focus, or when idle, is not a wait: only what a
 * rendered page asked for counts. One store for the shell and every area (a shared singleton).
 */
const waiting = new Set<symbol>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts `load` as code a page waits for until it settles; returns it unchanged. */
export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  const token = Symbol('page load');
  // Announced after the render that asked for it (a store must not change while React renders).
  void Promise.resolve().then(() => {
    waiting.add(token);
    notify();
  });
  const done = () =>
    void Promise.resolve().then(() => {
      if (waiting.delete(token)) notify();
    });
  load.then(done, done);
  return load;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => waiting.size > 0;
const serverSnapshot = () => false;

/** True while a page waits for its code. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
