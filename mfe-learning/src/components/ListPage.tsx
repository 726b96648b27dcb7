import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState, NoAnswer, Pagination, SearchIcon, Spinner, color, media, type PagedQuery } from '@chapter/shared';
import type { Page as ListAnswer } from '@chapter/shared/types';
import { Centered, Page, PageHeading, Toolbar } from './Page';
import { SearchBox } from './SearchBox';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;

  &[aria-busy='true'] {
    opacity: 0.6;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: 14px;
  }
`;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Failure = styled.p`
  margin: 0;
  color: ${color('danger')};
`;

export type ListPageProps<T> = {
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  /** The accessible name of the list of cards. */
  listLabel: string;
  list: PagedQuery<ListAnswer<T>>;
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** The create button (and its dialog). */
  actions?: ReactNode;
  emptyText?: string;
};

/** The list pages of this remote (practice sets, video resources, roadmaps): heading, search, create, cards, pages. */
export function ListPage<T>({
  heading,
  searchLabel,
  searchPlaceholder,
  listLabel,
  list,
  keyOf,
  renderItem,
  actions,
  emptyText = 'No resources found',
}: ListPageProps<T>) {
  const { shown, isFetching: loading } = list;
  const items = shown ? (shown.data.data ?? []) : null;
  const totalPages = shown?.data.totalPages ?? 0;

  let body: ReactNode;
  if (items === null && loading) {
    body = (
      <Centered>
        <Spinner size={32} label={`Loading ${listLabel.toLowerCase()}`} />
      </Centered>
    );
  } else if (items === null) {
    body = <NoAnswer error={list.error} paused={list.paused} onRetry={list.retry} />;
  } else if (items.length === 0) {
    body = <EmptyState icon={<SearchIcon size={36} />} title={emptyText} />;
  } else {
    body = (
      <>
        <Grid aria-label={listLabel} aria-busy={loading || undefined}>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </Grid>
        {totalPages > 1 && <Pagination page={list.query.page} totalPages={totalPages} onChange={list.setPage} label={`${listLabel} pages`} />}
      </>
    );
  }

  return (
    <Page>
      <Intro>
        <PageHeading>{heading}</PageHeading>
        <Toolbar>
          <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={list.searchText} onChange={list.setSearchText} />
          {actions}
        </Toolbar>
      </Intro>
      {list.error?.message && items !== null && <Failure role="alert">{list.error.message}</Failure>}
      {body}
    </Page>
  );
}
