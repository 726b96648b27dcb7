import { useCallback, useEffect, useState } from 'react';
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
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (!current) return;
      if (result.ok && result.data?.data) setState({ status: 'ready', data: result.data.data });
      else setState({ status: 'error', httpStatus: result.status, message: result.message });
    });
    return () => {
      current = false;
    };
    // `load` is a new function on every render; `key` says when the request really changes.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous)),
    [],
  );
  return { state, retry, update };
}
