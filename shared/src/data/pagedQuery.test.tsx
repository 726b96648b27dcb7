import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResult } from '../api';
import { notify } from '../notify';
import { createQueryClient } from './queryClient';
import { DataProvider } from './DataProvider';
import { usePagedQuery, type PageQuery } from './pagedQuery';

type Names = { names: string[]; totalPages: number };
const ok = (data: Names): ApiResult<Names> => ({ ok: true, status: 200, data, message: '' });
const failed = (): ApiResult<Names> => ({ ok: false, status: 500, data: { message: 'Internal Server Error!' } as never, message: 'Internal Server Error!' });

function List({ load, pageDelayMs }: { load: (query: PageQuery) => Promise<ApiResult<Names>>; pageDelayMs?: number }) {
  const list = usePagedQuery(['names'], load, { searchDelayMs: 500, pageDelayMs, meta: { errorToast: 'Error fetching names' } });
  return (
    <>
      <input aria-label="Search" value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
      <button onClick={() => list.clearSearch()}>Clear</button>
      <button onClick={() => list.setPage(list.query.page + 1)}>Next</button>
      <button onClick={list.retry}>Retry</button>
      {list.isFetching && <p>Loading</p>}
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.shown && (
        <ul aria-label={`Page ${list.shown.query.page} of '${list.shown.query.search}'`}>
          {list.shown.data.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </>
  );
}

const renderList = (props: Parameters<typeof List>[0]) =>
  render(
    <DataProvider client={createQueryClient({ retry: false })}>
      <List {...props} />
    </DataProvider>,
  );
/** Async act lets a request that a timer started reach the fake load before counting. */
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  window.scrollTo = jest.fn() as typeof window.scrollTo; // jsdom has no scrolling
});
afterEach(() => jest.useRealTimers());

test('search waits for the box to rest, trims, starts from page 1, and one answer per settled term', async () => {
  jest.useFakeTimers();
  const load = jest.fn(async ({ page, search }: PageQuery) => ok({ names: [`${search || 'all'} p${page}`], totalPages: 3 }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderList({ load });
  expect(await screen.findByText('all p1')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('all p2')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Search' }), ' ada ');
  await wait(499);
  expect(load).toHaveBeenCalledTimes(2);
  await wait(1);
  expect(await screen.findByText('ada p1')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
  expect(load).toHaveBeenLastCalledWith({ page: 1, search: 'ada' });

  // The whole list comes back at once, from the cache (it was read moments ago).
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  expect(await screen.findByText('all p1')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

test('a page change scrolls first and asks after the delay; a search meanwhile cancels it', async () => {
  jest.useFakeTimers();
  const load = jest.fn(async ({ page, search }: PageQuery) => ok({ names: [`${search || 'all'} p${page}`], totalPages: 3 }));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderList({ load, pageDelayMs: 300 });
  await screen.findByText('all p1');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  await wait(299);
  expect(load).toHaveBeenCalledTimes(1);
  await wait(1);
  expect(await screen.findByText('all p2')).toBeInTheDocument();

  // Next again, then a search before the page was asked for: only the search goes out.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ada');
  await wait(1000);
  expect(await screen.findByText('ada p1')).toBeInTheDocument();
  expect(load.mock.calls.map(([query]) => query)).toEqual([
    { page: 1, search: '' },
    { page: 2, search: '' },
    { page: 1, search: 'ada' },
  ]);
});

test('the last page stays on screen while the next loads and after it failed; the failure toasts once; Retry asks again', async () => {
  const notifyError = jest.spyOn(notify, 'error');
  let release: () => void = () => undefined;
  let secondAnswer: ApiResult<Names> = failed();
  const load = jest.fn(({ page }: PageQuery) =>
    page === 1 ? Promise.resolve(ok({ names: ['Ada'], totalPages: 2 })) : new Promise<ApiResult<Names>>((resolve) => (release = () => resolve(secondAnswer))),
  );
  const user = userEvent.setup();
  renderList({ load });
  await screen.findByText('Ada');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  expect(screen.getByRole('list')).toHaveAccessibleName("Page 1 of ''");
  await act(async () => release());
  expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error!');
  expect(screen.getByText('Ada')).toBeInTheDocument();
  expect(notifyError.mock.calls).toEqual([['Error fetching names']]);

  secondAnswer = ok({ names: ['Grace'], totalPages: 2 });
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await act(async () => release());
  expect(await screen.findByText('Grace')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(load).toHaveBeenCalledTimes(3);
  notifyError.mockRestore();
});
