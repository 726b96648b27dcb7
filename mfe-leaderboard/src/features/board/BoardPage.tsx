import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, DEBOUNCE_MS, EmptyState, Pagination, SearchIcon, UpdatedAgo, color, usePagedQuery } from '@chapter/shared';
import { fetchBoardPage, leaderboardKeys } from '../../api/leaderboard';
import { LoadFailure } from '../../components/LoadFailure';
import { Muted, SectionHeading, Stack } from '../../components/Page';
import type { BoardDefinition } from './boards';
import { BoardTable } from './BoardTable';
import { LeetCodeTips } from './LeetCodeTips';
import { PassingMarkWarning } from './PassingMarkWarning';
import { Podium } from './Podium';
import { SearchBar } from './SearchBar';

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

/** One board (overall or a platform): heading, notices, search, podium, table and pages. */
export function BoardPage({ board }: { board: BoardDefinition }) {
  const headingId = useId();
  // Search (500 ms after the last key) and paging (scroll first, then the page after 300 ms); each page is cached.
  const list = usePagedQuery(leaderboardKeys.board(board.board), (query) => fetchBoardPage(board.endpoint, query), {
    searchDelayMs: DEBOUNCE_MS.leaderboardSearch,
    pageDelayMs: DEBOUNCE_MS.leaderboardPageChange,
    meta: { errorToast: board.errorMessage },
  });
  const { shown, isFetching: loading } = list;
  const failed = list.error !== null;
  const response = shown?.data;
  const rows = response?.data ?? [];
  const passingMark = board.board === 'overall' ? response?.minimumPassingMark : undefined;
  // A search is active from the first keystroke until the whole board is back.
  const searching = list.searchText.trim() !== '' || list.query.search !== '' || (shown !== undefined && shown.query.search !== '');
  const showPodium = !searching && shown?.query.page === 1 && rows.length > 0;
  const totalPages = response?.totalPages ?? 0;

  let body: ReactNode;
  if (!response && loading) {
    body = <Loading role="status">Loading leaderboard...</Loading>;
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
      <BoardTable label={`${board.heading}, page ${shown?.query.page ?? 1}`} columns={board.columns} rows={rows} passingMark={passingMark} busy={loading} />
    );
  }

  return (
    <Stack aria-labelledby={headingId}>
      <Header>
        <SectionHeading id={headingId}>{board.heading}</SectionHeading>
        {response?.updatedAt && (
          <Muted>
            <UpdatedAgo at={response.updatedAt} />
          </Muted>
        )}
      </Header>
      {passingMark !== undefined && <PassingMarkWarning mark={passingMark} />}
      {board.board === 'leetcode' && <LeetCodeTips />}
      <SearchBar value={list.searchText} onChange={list.setSearchText} onClear={list.clearSearch} />
      {showPodium && <Podium rows={rows} stat={board.podiumStat} />}
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
      {!searching && totalPages > 1 && <Pagination page={list.query.page} totalPages={totalPages} onChange={list.setPage} label={`${board.heading} pages`} />}
    </Stack>
  );
}
