import { useSyncExternalStore } from 'react';

/**
 * The areas whose code a page is waiting for (docs/performance.md, "Moving between areas"): set while a route's
 * RemoteArea loads its remote, so the frame can say the next page is on its way while the last one stays on screen.
 * A preload on a link's hover or focus is not a wait: only what a rendered area asked for counts.
 */
const waiting = new Set<symbol>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Counts `load` as an area being waited for until it settles; returns it unchanged. */
export function trackAreaLoad<T>(load: Promise<T>): Promise<T> {
  const token = Symbol('area load');
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

/** True while a page waits for an area's code. */
export function useAreaLoading(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
