import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveEvent, LiveEventOf, LiveEventType } from '@chapter/contract';
import { getLiveStatus, liveEvents$, liveStatus$, type LiveStatus } from './bus';
import { scheduleRefetch } from './refetchScheduler';

/** Keeps the latest callback in a ref, so a subscription made once always calls what the last render passed. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `handler` for each event of `type` on the page's stream while the component is mounted. */
export function useLiveEvent<T extends LiveEventType>(type: T, handler: (event: LiveEventOf<T>) => void): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const subscription = liveEvents$.subscribe((event) => {
      if (event.type === type) latest.current(event as LiveEventOf<T>);
    });
    return () => subscription.unsubscribe();
  }, [type, latest]);
}

/**
 * Reads again when events of `types` arrive (and on 'reset', when the stream lost more than it can replay): once per
 * burst of events, and in a background tab only once it is shown again (see scheduleRefetch). `when`, if given, picks
 * which of those events count (say, only the signed-in member's own points).
 */
export function useLiveRefetch(types: readonly LiveEventType[], refetch: () => void, when?: (event: LiveEvent) => boolean): void {
  const latest = useLatest(refetch);
  const accepts = useLatest(when);
  // The list as one string, so a new array with the same types each render does not resubscribe.
  const key = [...new Set(types)].sort().join(' ');
  useEffect(() => {
    // Nothing asked for: no subscription (a read that does not follow the stream is not re-read on 'reset' either).
    if (key === '') return;
    const wanted = new Set<string>([...key.split(' '), 'reset']);
    const scheduler = scheduleRefetch(() => latest.current());
    const subscription = liveEvents$.subscribe((event) => {
      if (event.type === 'reset' || (wanted.has(event.type) && (accepts.current?.(event) ?? true))) scheduler.notify();
    });
    return () => {
      subscription.unsubscribe();
      scheduler.stop();
    };
  }, [key, latest, accepts]);
}

function subscribeStatus(onChange: () => void): () => void {
  const subscription = liveStatus$.subscribe(onChange);
  return () => subscription.unsubscribe();
}

/** Where the page's stream stands ('off', 'connecting', 'open', 'retrying'); re-renders when it changes. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribeStatus, getLiveStatus, getLiveStatus);
}
