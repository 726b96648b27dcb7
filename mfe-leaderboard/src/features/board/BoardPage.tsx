import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  DEBOUNCE_MS,
  EmptyState,
  NotKeptOffline,
  Pagination,
  PlatformHealthBanner,
  SearchIcon,
  UpdatedAgo,
  VisuallyHidden,
  color,
  useLiveRefetch,
  usePagedQuery,
  useQueryClient,
  type PageQuery,
} from '@chapter/shared';
import type { LeaderboardResponse } from '@chapter/shared/types';
import { fetchBoardPage, leaderboardKeys } from '../../api/leaderboard';
import { LoadFailure } from '../../components/LoadFailure';
import { Muted, SectionHeading, Stack } from '../../components/Page';
import type { BoardDefinition } from './boards';
import { usePlatformHealthSettled } from '../../hooks/usePlatformHealthSettled';
import { BoardSkeleton } from './BoardSkeleton';
import { BoardTable } from './BoardTable';
import { LeetCodeTips } from './LeetCodeTips';
import { PassingMarkWarning } from './PassingMarkWarning';
import { Podium } from './Podium';
import { SearchBar } from './SearchBar';
import { boardChangeSummary } from './boardChanges';
import { useRowMotion } from './useRowMotion';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
`;

const Loading = styled.p`
  margin: 0;
  color: ${color('muted')};
  font-weight: 500;
`;

const StaleNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  color: ${color('danger')};
  font-weight: 500;
`;

const sameQuery = (a: PageQuery, b: PageQuery) => a.page === b.page && a.search === b.search;

type Shown = { query: PageQuery; data: LeaderboardResponse } | undefined;

/**
 * What the board's polite live region says: a one-sentence summary each time the page on screen is read again and its
 * rows changed (a live update), never one per event; empty until then.
 */
function useChangeAnnouncement(shown: Shown, withPoints: boolean): string {
  const [seen, setSeen] = useState(shown);
  const [message, setMessage] = useState('');
  // Adjusting state while rendering (React's pattern for reacting to a new value of a prop).
  if (shown !== seen) {
    setSeen(shown);
    if (seen && shown && sameQuery(seen.query, shown.query)) {
      const summary = boardChangeSummary(seen.data.data, shown.data.data, withPoints);
      // The same words twice in a row would not be read again: a no-break space makes them new.
      if (summary) setMessage((current) => (current === summary ? `${summary}\u00a0` : summary));
    }
  }
  return message;
}

/** One board (overall or a platform): heading, notices, search, podium, table and pages; it follows live updates. */
export function BoardPage({ board }: { board: BoardDefinition }) {
  const headingId = useId();
  // Search (500 ms after the last key) and paging (scroll first, then the page after 300 ms); each page is cached.
  const list = usePagedQuery(leaderboardKeys.board(board.board), (query) => fetchBoardPage(board.endpoint, query), {
    searchDelayMs: DEBOUNCE_MS.leaderboardSearch,
    pageDelayMs: DEBOUNCE_MS.leaderboardPageChange,
    meta: { errorToast: board.errorMessage },
  });
  const healthSettled = usePlatformHealthSettled();
  const client = useQueryClient();
  // Points landed or the boards were rebuilt: the page on screen is read again (other pages when next opened).
  useLiveRefetch(['board', 'points'], () => void client.invalidateQueries({ queryKey: leaderboardKeys.board(board.board) }));
  const { shown } = list;
  // Reading the page on screen again (a live update) shows no "Loading": the rows stay and move when it arrives.
  const loading = list.isFetching && !(shown && sameQuery(shown.query, list.query) && list.error === null);
  const announcement = useChangeAnnouncement(shown, board.board === 'overall');
  const rowRef = useRowMotion(`${shown?.query.page}|${shown?.query.search}`, shown?.data);
  const failed = list.error !== null;
  const response = shown?.data;
  const rows = response?.data ?? [];
  const passingMark = board.board === 'overall' ? response?.minimumPassingMark : undefined;
  // A search is active from the first keystroke until the whole board is back.
  const searching = list.searchText.trim() !== '' || list.query.search !== '' || (shown !== undefined && shown.query.search !== '');
  const showPodium = !searching && shown?.query.page === 1 && rows.length > 0;
  const totalPages = response?.totalPages ?? 0;
  // Until the first page and the platforms' state are known only the heading and the skeleton are drawn: the banner,
  // notices, search and rows then appear in the skeleton's place instead of pushing down what was already on screen
  // (layout shift, issue 33).
  const firstLoad = (!response && loading) || (response !== undefined && !healthSettled);

  let body: ReactNode;
  if (firstLoad) {
    body = <BoardSkeleton />;
  } else if (!response && list.paused && !failed) {
    // Offline with no page of this board kept on this device, the read waits for the network (docs/offline.md).
    body = <NotKeptOffline />;
  } else if (!response) {
    body = <LoadFailure title="The leaderboard could not be loaded." detail="Check your connection, then try again." onRetry={list.retry} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<SearchIcon size={36} />}
        title="No users found"
        description={searching ? 'No member matches this search.' : 'Nobody is on this board yet.'}
      />
    );
  } else {
    body = (
      <BoardTable
        label={`${board.heading}, page ${shown?.query.page ?? 1}`}
        columns={board.columns}
        rows={rows}
        passingMark={passingMark}
        busy={loading}
        rowRef={rowRef}
      />
    );
  }

  return (
    <Stack aria-labelledby={headingId}>
      <Header>
        <SectionHeading id={headingId}>{board.heading}</SectionHeading>
        {!firstLoad && response?.updatedAt && (
          <Muted>
            <UpdatedAgo at={response.updatedAt} />
          </Muted>
        )}
      </Header>
      {!firstLoad && <PlatformHealthBanner />}
      {!firstLoad && passingMark !== undefined && <PassingMarkWarning mark={passingMark} />}
      {board.board === 'leetcode' && <LeetCodeTips />}
      {!firstLoad && <SearchBar value={list.searchText} onChange={list.setSearchText} onClear={list.clearSearch} />}
      {!firstLoad && showPodium && <Podium rows={rows} stat={board.podiumStat} />}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {response && loading && <Loading role="status">Loading leaderboard...</Loading>}
      {response && failed && !loading && (
        <StaleNotice>
          <span>{board.errorMessage}. Showing the last page that arrived.</span>
          <Button variant="secondary" size="small" onClick={list.retry}>
            Retry
          </Button>
        </StaleNotice>
      )}
      {body}
      {!firstLoad && !searching && totalPages > 1 && (
        <Pagination page={list.query.page} totalPages={totalPages} onChange={list.setPage} label={`${board.heading} pages`} />
      )}
    </Stack>
  );
}
