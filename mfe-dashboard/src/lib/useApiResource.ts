import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiResult } from '@chapter/shared';

export type ResourceState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; httpStatus: number; message: string };

export type ApiResource<T> = {
  state: ResourceState<T>;
  /** Loads again (a Retry button). */
  retry: () => void;
  /** Replaces the loaded data after a successful edit, without another round trip. */
  update: (change: (data: T) => T) => void;
};

/**
 * Loads one `{ message, data }` API resource when `key` changes and keeps only the latest answer (an old, slow answer for another
 * profile never overwrites the current one).
 */
export function useApiResource<T>(key: string, load: () => Promise<ApiResult<{ data?: T }>>): ApiResource<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${attempt}:${key}`;
  // The answer remembers which request it belongs to: until the current one answers, the state is loading.
  const [answer, setAnswer] = useState<{ request: string; state: ResourceState<T> } | null>(null);
  const state: ResourceState<T> = answer?.request === request ? answer.state : { status: 'loading' };
  // `load` is a new function on every render; `request` says when the request really changes.
  const send = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    void send().then((result) => {
      if (!current) return;
      if (result.ok && result.data?.data) setAnswer({ request, state: { status: 'ready', data: result.data.data } });
      else setAnswer({ request, state: { status: 'error', httpStatus: result.status, message: result.message } });
    });
    return () => {
      current = false;
    };
  }, [request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setAnswer((previous) =>
        previous?.state.status === 'ready' ? { request: previous.request, state: { status: 'ready', data: change(previous.state.data) } } : previous,
      ),
    [],
  );
  return { state, retry, update };
}
