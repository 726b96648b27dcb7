import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { DEBOUNCE_MS, notify } from '@chapter/shared';
import type { LeaderboardResponse, LeaderboardRow } from '@chapter/shared/types';
import { fetchBoardPage, type BoardQuery } from '../api/leaderboard';

export type Board = {
  /** What the search box shows; sent once it has rested for DEBOUNCE_MS.leaderboardSearch. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Empties the box and shows the whole board at once (no debounce). */
  clearSearch: () => void;
  /** The query of the latest request. */
  query: BoardQuery;
  /** Scrolls to the top, then asks for `page` after DEBOUNCE_MS.leaderboardPageChange. */
  changePage: (page: number) => void;
  /** The last answer that arrived and the query it answered (kept on screen while the next one loads). */
  shown: { query: BoardQuery; response: LeaderboardResponse } | null;
  rows: LeaderboardRow[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/** One leaderboard: search (debounced), paging (scroll first, then page), loading and failure. */
export function useBoard(endpoint: string, errorMessage: string): Board {
  const [searchText, setText] = useState('');
  const [query, setQuery] = useState<BoardQuery>({ page: 1, search: '' });
  const [attempt, setAttempt] = useState(0);
  const [shown, setShown] = useState<Board['shown']>(null);
  // The last request that ended and how: loading until the current request (endpoint, query, attempt) has ended.
  const [ended, setEnded] = useState<{ endpoint: string; query: BoardQuery; attempt: number; failed: boolean } | null>(null);
  const loading = ended?.endpoint !== endpoint || ended.query !== query || ended.attempt !== attempt;
  const failed = ended?.failed ?? false;
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pageTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const notifyFailure = useEffectEvent(() => notify.error(errorMessage));

  useEffect(
    () => () => {
      clearTimeout(searchTimer.current);
      clearTimeout(pageTimer.current);
    },
    [],
  );

  useEffect(() => {
    let current = true;
    void fetchBoardPage(endpoint, query).then((result) => {
      if (!current) return;
      const ok = Boolean(result.ok && result.data);
      setEnded({ endpoint, query, attempt, failed: !ok });
      if (result.ok && result.data) setShown({ query, response: result.data });
      else notifyFailure();
    });
    return () => {
      current = false;
    };
  }, [endpoint, query, attempt]);

  // A new search term starts again from page 1 and cancels a page change still waiting.
  const search = useCallback((term: string) => {
    clearTimeout(pageTimer.current);
    setQuery((current) => (current.search === term ? current : { page: 1, search: term }));
  }, []);

  const setSearchText = useCallback(
    (text: string) => {
      setText(text);
      clearTimeout(searchTimer.current);
      searchTimer.current = setTimeout(() => search(text.trim()), DEBOUNCE_MS.leaderboardSearch);
    },
    [search],
  );

  const clearSearch = useCallback(() => {
    setText('');
    clearTimeout(searchTimer.current);
    search('');
  }, [search]);

  const changePage = useCallback((page: number) => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    clearTimeout(pageTimer.current);
    pageTimer.current = setTimeout(() => setQuery((current) => ({ ...current, page })), DEBOUNCE_MS.leaderboardPageChange);
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { searchText, setSearchText, clearSearch, query, changePage, shown, rows: shown?.response.data ?? [], loading, failed, retry };
}
