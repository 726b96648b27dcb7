import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { ApiResult } from '../api';
import { ApiQueryError, unwrapApi } from './apiQuery';
import type { ApiQueryMeta } from './meta';

/** What a `{ page, search }` list route is asked for. */
export type PageQuery = { page: number; search: string };

export type PagedQueryOptions = {
  /** How long the search box must rest before its (trimmed) text is searched. */
  searchDelayMs: number;
  /** How long after a page change the page is asked for (the window scrolls to the top at once); 0 asks at once. */
  pageDelayMs?: number;
  meta?: ApiQueryMeta;
};

export type PagedQuery<T> = {
  /** What the search box shows. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Empties the box and asks for the whole list at once (no delay). */
  clearSearch: () => void;
  /** What is being asked for now. */
  query: PageQuery;
  /** Scrolls to the top, then asks for `page` (after `pageDelayMs`). */
  setPage: (page: number) => void;
  /** The last answer that arrived and what it answered: kept on screen while the next loads, and after it failed. */
  shown: { query: PageQuery; data: T } | undefined;
  isFetching: boolean;
  /** Offline, the current query's read waits for the network (TanStack's paused fetch; docs/offline.md). */
  paused: boolean;
  /** The latest request's failure (null once one succeeds). */
  error: ApiQueryError | null;
  /** Asks again for the current query. */
  retry: () => void;
};

/**
 * A searchable, paged list through the page's query cache: the key is `[...baseKey, { page, search }]`, one request per
 * settled search term or page; a new term starts from page 1 and cancels a page change still waiting.
 */
export function usePagedQuery<T>(
  baseKey: QueryKey,
  load: (query: PageQuery) => Promise<ApiResult<T>>,
  { searchDelayMs, pageDelayMs = 0, meta }: PagedQueryOptions,
): PagedQuery<T> {
  const [searchText, setText] = useState('');
  const [query, setQuery] = useState<PageQuery>({ page: 1, search: '' });
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Timers left behind by an unmounted list must not set its state.
  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(pageTimer.current);
    },
    [],
  );

  const result = useQuery<{ query: PageQuery; data: T }, ApiQueryError>({
    queryKey: [...baseKey, query],
    queryFn: async () => ({ query, data: await unwrapApi(load(query)) }),
    placeholderData: keepPreviousData,
    meta,
  });
  const shown = useLastData(result.data);

  const search = useCallback((term: string) => {
    clearTimeout(pageTimer.current);
    setQuery((current) => (current.search === term ? current : { page: 1, search: term }));
  }, []);

  const setSearchText = useCallback(
    (text: string) => {
      setText(text);
      clearTimeout(searchTimer.current);
      searchTimer.current = setTimeout(() => search(text.trim()), searchDelayMs);
    },
    [search, searchDelayMs],
  );

  const clearSearch = useCallback(() => {
    setText('');
    clearTimeout(searchTimer.current);
    search('');
  }, [search]);

  const setPage = useCallback(
    (page: number) => {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      clearTimeout(pageTimer.current);
      const go = () => setQuery((current) => ({ ...current, page }));
      if (pageDelayMs > 0) pageTimer.current = setTimeout(go, pageDelayMs);
      else go();
    },
    [pageDelayMs],
  );

  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    searchText,
    setSearchText,
    clearSearch,
    query,
    setPage,
    shown,
    isFetching: result.isFetching,
    paused: result.fetchStatus === 'paused',
    error: result.error,
    retry,
  };
}

/**
 * The last data a query delivered, still there after the next key failed: TanStack Query keeps the previous key's
 * data only while the next one is pending.
 */
export function useLastData<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState(data);
  // Adjusting state while rendering (React's pattern for remembering a previous render's value).
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}
