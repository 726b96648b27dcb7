import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiResult } from '@chapter/shared';

export type RemoteError = { status: number; message: string };

export type RemoteData<T> = {
  /** The last answer that arrived; kept while a new `key` loads, so filters do not blank the page. */
  data: T | null;
  loading: boolean;
  error: RemoteError | null;
  reload: () => void;
  /** Changes the held data after a successful edit, without another round trip. */
  update: (change: (data: T) => T) => void;
};

/** Loads `load()` whenever `key` changes; only the answer to the latest request is kept. */
export function useRemoteData<T>(key: string, load: () => Promise<ApiResult<T>>): RemoteData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<RemoteError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The last request that ended: loading until the current one (key, attempt) has.
  const [ended, setEnded] = useState<{ key: string; attempt: number } | null>(null);
  const loading = ended?.key !== key || ended.attempt !== attempt;
  // `load` may be new on every render; `key` says when to ask again.
  const send = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    void send().then((result) => {
      if (!current) return;
      setEnded({ key, attempt });
      if (result.ok && result.data) {
        setData(result.data);
        setError(null);
      } else {
        setError({ status: result.status, message: result.message });
      }
    });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (previous: T) => T) => setData((previous) => (previous === null ? previous : change(previous))), []);
  return { data, loading, error, reload, update };
}
