import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { DEBOUNCE_MS, type ApiResult } from '@chapter/shared';
import type { Page } from '@chapter/shared/types';
import { useDebouncedValue } from './useDebouncedValue';

export type PageQuery = { page: number; search: string };
export type FetchPage<T> = (query: PageQuery) => Promise<ApiResult<Page<T>>>;

export type PagedList<T> = {
  /** What the search box shows (sent once it has rested for the debounce). */
  searchText: string;
  setSearchText: (text: string) => void;
  page: number;
  setPage: (page: number) => void;
  /** The last page that arrived (kept on screen while the next one loads). */
  items: T[] | null;
  totalPages: number;
  loading: boolean;
  error: string | null;
  reload: () => void;
};

/** A searchable, paged list from a `{ page, search }` endpoint: one request per settled search term or page. */
export function usePagedList<T>(fetchPage: FetchPage<T>, debounceMs: number = DEBOUNCE_MS.listSearch): PagedList<T> {
  const [searchText, setSearchText] = useState('');
  const term = useDebouncedValue(searchText.trim(), debounceMs);
  const [query, setQuery] = useState<PageQuery>({ page: 1, search: '' });
  const [attempt, setAttempt] = useState(0);
  const [items, setItems] = useState<T[] | null>(null);
  const [totalPages, setTotalPages] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // The last request that ended: loading until the current one (query, attempt) has.
  const [ended, setEnded] = useState<{ query: PageQuery; attempt: number } | null>(null);
  const loading = ended?.query !== query || ended.attempt !== attempt;
  // The caller's function may be new on every render; the query says when to ask again.
  const send = useEffectEvent(fetchPage);

  // A new search term starts again from page 1 (set while rendering, so no request goes out for the old query).
  if (query.search !== term) setQuery({ page: 1, search: term });

  useEffect(() => {
    let current = true;
    void send(query).then((result) => {
      if (!current) return;
      setEnded({ query, attempt });
      if (result.ok && result.data) {
        setItems(result.data.data ?? []);
        setTotalPages(result.data.totalPages ?? 0);
        setError(null);
      } else {
        setError(result.message);
      }
    });
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const setPage = useCallback((page: number) => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    setQuery((current) => ({ ...current, page }));
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  return { searchText, setSearchText, page: query.page, setPage, items, totalPages, loading, error, reload };
}
