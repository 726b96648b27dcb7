import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';
import { toast } from 'react-hot-toast';
import { apiClient, theme } from '@chapter/shared';
import { fakeApi, renderAt, setBrowserOnline, signInAs } from '@chapter/shared/testing';
import type { LeaderboardQuery } from '@chapter/shared/types';
import LeaderboardApp from '../../App';
import { aRow, boardPage, rows } from '../../test/fixtures';

const OVERALL = 'POST /user/get-leaderboard-data';

/** The wide-screen columns (the phone's Details column is drawn only below the mobile breakpoint). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .filter((cell) => !cell.hasAttribute('data-phone-only'))
    .map((cell) => cell.textContent);
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** What a sighted reader sees in each cell (decorative initials left out). */
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((cell) => !cell.hasAttribute('data-phone-only'))
    .map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
      return copy.textContent;
    });
const sent = (call: { data: unknown }) => call.data as LeaderboardQuery;
/** Async act lets a request that a timer started reach the fake API before counting. */
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => signInAs('MEMBER'));
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

describe('columns', () => {
  test('overall: Rank, Name, Position, Academic Year, Points, Points Increased', async () => {
    const { calls } = fakeApi({ [OVERALL]: { status: 200, body: boardPage([aRow({ role: 'COREMEMBER', academicYear: 1 })], { minimumPassingMark: 30 }) } });
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(headers()).toEqual(['Rank', 'Name', 'Position', 'Academic Year', 'Points', 'Points Increased']);
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'Asha Rao', 'Core member', '1st Year', '120', '+5']);
    expect(calls).toHaveLength(1);
    expect(calls[0].data).toEqual({ page: 1, limit: 20, search: '' });
  });

  test.each([
    [
      'leetcode',
      'POST /user/get-leaderboard-data-leetcode',
      'LeetCode Leaderboard',
      ['Rank', 'Name', 'Academic Year', 'LeetCode Rank', 'Badges', 'Problems Solved'],
      ['1', 'Asha Rao', '2nd Year', '123,456', '3', '250'],
    ],
    [
      'codechef',
      'POST /user/get-leaderboard-data-codechef',
      'CodeChef Leaderboard',
      ['Rank', 'Name', 'Academic Year', 'Country Rank', 'Star'],
      ['1', 'Asha Rao', '2nd Year', '4,321', '3 stars'],
    ],
    [
      'codeforces',
      'POST /user/get-leaderboard-data-codeforces',
      'Codeforces Leaderboard',
      ['Rank', 'Name', 'Academic Year', 'Codeforces Rank', 'Rating', 'Problems Solved'],
      ['1', 'Asha Rao', '2nd Year', 'pupil', '1,250', '80'],
    ],
    [
      'gfg',
      'POST /user/get-leaderboard-data-gfg',
      'GeeksforGeeks Leaderboard',
      ['Rank', 'Name', 'Academic Year', 'Coding Score', 'Problems Solved'],
      ['1', 'Asha Rao', '2nd Year', '512', '140'],
    ],
  ])('/leaderboard/platform/%s asks %s and shows its own columns', async (slug, route, heading, columns, cells) => {
    const { calls } = fakeApi({ [route]: { status: 200, body: boardPage([aRow()]) } });
    renderAt(`/leaderboard/platform/${slug}`, <LeaderboardApp />);
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(headers()).toEqual(columns);
    expect(cellTexts(bodyRows()[0])).toEqual(cells);
    expect(calls.map((call) => call.key)).toEqual([route]);
    expect(calls[0].data).toEqual({ page: 1, limit: 20, search: '' });
  });

  test('a member without stats on the platform shows dashes', async () => {
    fakeApi({ 'POST /user/get-leaderboard-data-codeforces': { status: 200, body: boardPage([aRow({ codeforces: null, academicYear: null })]) } });
    renderAt('/leaderboard/platform/codeforces', <LeaderboardApp />);
    await screen.findByRole('table');
    expect(cellTexts(bodyRows()[0])).toEqual(['1', 'Asha Rao', '—', '—', '—', '—']);
  });
});

test('a member whose contest points may still be revised has a provisional mark beside the points, explained to screen readers', async () => {
  fakeApi({
    [OVERALL]: {
      status: 200,
      body: boardPage([aRow({ _id: 'u1', provisional: true }), aRow({ _id: 'u2', name: 'Ravi Teja', currentRank: 2, points: 90, provisional: false })]),
    },
  });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await screen.findByRole('table');
  const [asha, ravi] = bodyRows();
  const pointsOf = (row: HTMLElement) => within(row).getAllByRole('cell')[headers().indexOf('Points')]!;
  const mark = within(pointsOf(asha)).getByText(/^provisional/);
  expect(mark).toBeVisible();
  expect(pointsOf(asha)).toHaveTextContent(/^120provisional: includes contest points the platform may still revise, final about a week after the contest$/);
  // The explanation is for screen readers only; sighted readers see the word.
  expect(mark.querySelector('span')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  expect(pointsOf(ravi)).toHaveTextContent(/^90$/);
  expect(within(ravi).queryByText(/provisional/)).toBeNull();
});

test('on a phone the rank, name and score stay in view and each row opens its other figures on demand', async () => {
  fakeApi({ [OVERALL]: { status: 200, body: boardPage([aRow({ _id: 'u7', name: 'Ravi Teja', role: 'COREMEMBER', academicYear: 1 })]) } });
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  const table = await screen.findByRole('table');
  const essential = within(table)
    .getAllByRole('columnheader')
    .filter((cell) => !cell.hasAttribute('data-extra') && !cell.hasAttribute('data-phone-only'));
  expect(essential.map((cell) => cell.textContent)).toEqual(['Rank', 'Name', 'Points']);

  // jsdom applies no media queries, so this is the wide screen: the phone's Details column is not drawn there.
  expect(within(table).queryByRole('button', { name: 'Details for Ravi Teja' })).toBeNull();
  const toggle = within(table).getByRole('button', { name: 'Details for Ravi Teja', hidden: true });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
  expect(details).toHaveAttribute('hidden');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(details).not.toHaveAttribute('hidden');
  expect([...details.querySelectorAll('dt, dd')].map((node) => node.textContent)).toEqual([
    'Position',
    'Core member',
    'Academic Year',
    '1st Year',
    'Points Increased',
    '+5',
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('/leaderboard/overall'); // the toggle does not open the profile
  await user.click(toggle);
  expect(details).toHaveAttribute('hidden');
});

test('the name is a link to the profile, and a click anywhere on the row goes there too', async () => {
  fakeApi({ [OVERALL]: { status: 200, body: boardPage([aRow({ _id: 'u7', name: 'Ravi Teja' })]) } });
  const user = userEvent.setup();
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  const link = await within(await screen.findByRole('table')).findByRole('link', { name: 'Ravi Teja' });
  expect(link).toHaveAttribute('href', '/profile/u7');
  // /profile/:id belongs to another remote; this one only has to go there.
  const noRoute = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await user.click(within(bodyRows()[0]).getAllByRole('cell')[4]);
  expect(screen.getByTestId('location')).toHaveTextContent('/profile/u7');
  expect(noRoute).toHaveBeenCalledWith(expect.stringContaining('No routes matched location "/profile/u7"'));
  noRoute.mockRestore();
});

describe('podium', () => {
  const pagedBoard = () =>
    fakeApi({
      [OVERALL]: (call) => {
        const { page = 1, search = '' } = sent(call);
        const data = search ? [aRow({ _id: 'u9', name: 'Asha Rao', currentRank: 9 })] : rows(20, (page - 1) * 20 + 1);
        return { status: 200, body: boardPage(data, { currentPage: page, totalPages: search ? 1 : 3, minimumPassingMark: 30 }) };
      },
    });

  test('shows the top three with 1ST, 2ND, 3RD on page 1 without a search', async () => {
    pagedBoard();
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    const podium = await screen.findByRole('region', { name: 'Top 3' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((place) => within(place).getByText(/^(1ST|2ND|3RD)$/).textContent)).toEqual(['1ST', '2ND', '3RD']);
    expect(places[0]).toHaveTextContent('Member 1');
    expect(places[0]).toHaveTextContent('190 points');
    expect(within(places[2]).getByRole('link', { name: 'Member 3' })).toHaveAttribute('href', '/profile/u3');
  });

  test('tied members share the label of their rank', async () => {
    fakeApi({
      [OVERALL]: {
        status: 200,
        body: boardPage([
          aRow({ _id: 'a', name: 'A', currentRank: 1 }),
          aRow({ _id: 'b', name: 'B', currentRank: 1 }),
          aRow({ _id: 'c', name: 'C', currentRank: 3 }),
        ]),
      },
    });
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    const podium = await screen.findByRole('region', { name: 'Top 3' });
    expect(
      within(podium)
        .getAllByText(/^(1ST|2ND|3RD)$/)
        .map((label) => label.textContent),
    ).toEqual(['1ST', '1ST', '3RD']);
  });

  test('is gone on page 2 and while a search is active', async () => {
    jest.useFakeTimers();
    pagedBoard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    await screen.findByRole('region', { name: 'Top 3' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await wait(300);
    expect(await screen.findByRole('link', { name: 'Member 21' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await wait(300);
    expect(await screen.findByRole('region', { name: 'Top 3' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'asha');
    expect(screen.queryByRole('region', { name: 'Top 3' })).not.toBeInTheDocument();
    await wait(500);
    expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top 3' })).not.toBeInTheDocument();
  });
});

test('search waits 500 ms after the last keystroke, hides the pages, and the clear button brings the board back', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({
    [OVERALL]: (call) => {
      const { search = '' } = sent(call);
      return { status: 200, body: boardPage(search ? [aRow({ name: 'Asha Rao' })] : rows(20), { totalPages: search ? 2 : 4 }) };
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await screen.findByRole('navigation', { name: 'Overall Leaderboard pages' });
  expect(screen.getByPlaceholderText('Search users...')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

  await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'asha');
  expect(screen.queryByRole('navigation', { name: 'Overall Leaderboard pages' })).not.toBeInTheDocument();
  await wait(499);
  expect(calls).toHaveLength(1);
  await wait(1);
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].data).toEqual({ page: 1, limit: 20, search: 'asha' });
  expect(await screen.findByRole('link', { name: 'Asha Rao' })).toBeInTheDocument();
  // The search has two pages, but pages stay hidden while a term is active.
  expect(screen.queryByRole('navigation', { name: 'Overall Leaderboard pages' })).not.toBeInTheDocument();
  // Past the cache's 30 s, the whole board read first is stale: Clear shows it and asks again, at once.
  await wait(30_000);
  expect(calls).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveFocus();
  expect(await screen.findByRole('navigation', { name: 'Overall Leaderboard pages' })).toBeInTheDocument();
  await waitFor(() => expect(calls).toHaveLength(3));
  expect(calls[2].data).toEqual({ page: 1, limit: 20, search: '' });
});

test('a page read moments ago comes back at once from the cache, without asking again', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({
    [OVERALL]: (call) => {
      const { page = 1 } = sent(call);
      return { status: 200, body: boardPage(rows(20, (page - 1) * 20 + 1), { currentPage: page, totalPages: 3 }) };
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await within(await screen.findByRole('table')).findByRole('link', { name: 'Member 1' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await wait(300);
  await within(screen.getByRole('table')).findByRole('link', { name: 'Member 21' });

  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  await wait(300);
  expect(within(screen.getByRole('table')).getByRole('link', { name: 'Member 1' })).toBeInTheDocument();
  expect(screen.queryByText('Loading leaderboard...')).not.toBeInTheDocument();
  expect(calls.map((call) => sent(call).page)).toEqual([1, 2]);
});

test('changing page scrolls to the top first and asks for the page 300 ms later', async () => {
  jest.useFakeTimers();
  const { calls } = fakeApi({
    [OVERALL]: (call) => {
      const { page = 1 } = sent(call);
      return { status: 200, body: boardPage(rows(20, (page - 1) * 20 + 1), { currentPage: page, totalPages: 3 }) };
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await within(await screen.findByRole('table')).findByRole('link', { name: 'Member 1' });
  const scrollTo = jest.spyOn(window, 'scrollTo');

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  await wait(299);
  expect(calls).toHaveLength(1);
  await wait(1);
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(calls[1].data).toEqual({ page: 2, limit: 20, search: '' });
  expect(await within(screen.getByRole('table')).findByRole('link', { name: 'Member 21' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('overall: a red warning with the server mark and the days left, and members below the mark in red', async () => {
  jest.useFakeTimers({ now: new Date(2025, 10, 22, 12) });
  fakeApi({
    [OVERALL]: {
      status: 200,
      body: boardPage(
        [aRow({ _id: 'a', name: 'Above', points: 45 }), aRow({ _id: 'b', name: 'Exactly', points: 40 }), aRow({ _id: 'c', name: 'Below', points: 39 })],
        { minimumPassingMark: 40 },
      ),
    },
  });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  const warning = await screen.findByRole('note', { name: 'Performance warning' });
  expect(warning).toHaveTextContent('Members scoring below 40 points will be removed from active membership at month end. 9 days left this month.');
  expect(warning).toHaveStyle({ color: theme.colors.danger });

  const [above, exactly, below] = bodyRows();
  expect(below).toHaveTextContent('below passing mark');
  expect(below).toHaveStyle({ color: theme.colors.danger });
  for (const row of [above, exactly]) {
    expect(row).not.toHaveTextContent('below passing mark');
    expect(row).not.toHaveStyle({ color: theme.colors.danger });
  }
});

test('platform boards have no passing-mark warning; LeetCode alone shows its tips', async () => {
  fakeApi({
    'POST /user/get-leaderboard-data-leetcode': { status: 200, body: boardPage([aRow({ points: 1 })]) },
    'POST /user/get-leaderboard-data-gfg': { status: 200, body: boardPage([aRow({ points: 1 })]) },
  });
  const first = renderAt('/leaderboard/platform/leetcode', <LeaderboardApp />);
  await screen.findByRole('table');
  expect(screen.getByRole('complementary', { name: 'Tips to climb the LeetCode board' })).toHaveTextContent(/Verify your LeetCode username/);
  expect(screen.queryByRole('note', { name: 'Performance warning' })).not.toBeInTheDocument();
  expect(screen.queryByText('below passing mark')).not.toBeInTheDocument();
  first.unmount();

  renderAt('/leaderboard/platform/gfg', <LeaderboardApp />);
  await screen.findByRole('table');
  expect(screen.queryByRole('complementary', { name: /Tips/ })).not.toBeInTheDocument();
});

test('loading text while the board is on its way, then the empty state', async () => {
  const releases: Array<() => void> = [];
  const release = () => releases.splice(0).forEach((go) => go());
  fakeApi({ [OVERALL]: () => ({ status: 200, body: boardPage([]) }) });
  // Hold the answers (the board's and the platforms' state) back to see the loading state.
  const answer = apiClient.defaults.adapter as AxiosAdapter;
  const held: AxiosAdapter = (config) =>
    new Promise((resolve) => {
      releases.push(() => resolve(answer(config)));
    });
  apiClient.defaults.adapter = held;

  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(await screen.findByText('Loading leaderboard...')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('No users found')).toBeInTheDocument();
  expect(screen.queryByText('Loading leaderboard...')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Top 3' })).not.toBeInTheDocument();
});

test('a failed board toasts its platform error and offers Retry', async () => {
  let attempt = 0;
  fakeApi({
    'POST /user/get-leaderboard-data-leetcode': () => {
      attempt += 1;
      return attempt === 1 ? { status: 500, body: { message: 'Internal Server Error!' } } : { status: 200, body: boardPage([aRow()]) };
    },
  });
  const user = userEvent.setup();
  renderAt('/leaderboard/platform/leetcode', <LeaderboardApp />);
  expect(await screen.findByText('Error fetching LeetCode leaderboard data')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The leaderboard could not be loaded.' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('the overall board toasts the general error text', async () => {
  fakeApi({ [OVERALL]: 'network-error' });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(await screen.findByText('Error fetching leaderboard data')).toBeInTheDocument();
});

test('a page that fails leaves the last one on screen with a notice, toasts once, and Retry asks again', async () => {
  jest.useFakeTimers();
  let failPage2 = true;
  const { calls } = fakeApi({
    [OVERALL]: (call) => {
      const { page = 1 } = sent(call);
      if (page === 2 && failPage2) return { status: 500, body: { message: 'Internal Server Error!' } };
      return { status: 200, body: boardPage(rows(20, (page - 1) * 20 + 1), { currentPage: page, totalPages: 3 }) };
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  await within(await screen.findByRole('table')).findByRole('link', { name: 'Member 1' });
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  await wait(300);

  expect(await screen.findByText('Error fetching leaderboard data. Showing the last page that arrived.')).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getByRole('link', { name: 'Member 1' })).toBeInTheDocument();
  expect(screen.getAllByText('Error fetching leaderboard data')).toHaveLength(1);

  failPage2 = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await within(screen.getByRole('table')).findByRole('link', { name: 'Member 21' })).toBeInTheDocument();
  expect(screen.queryByText(/Showing the last page that arrived/)).not.toBeInTheDocument();
  expect(calls.map((call) => sent(call).page)).toEqual([1, 2, 2]);
});

test('offline with no page of the board kept on this device, it says it loads once back online, then loads it', async () => {
  const restore = setBrowserOnline(false);
  try {
    const { calls } = fakeApi({ [OVERALL]: { status: 200, body: boardPage([aRow({ name: 'Ravi Teja' })]) } });
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    expect(await screen.findByText('This page is not saved on this device yet. It loads when you are back online.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(calls).toHaveLength(0);

    setBrowserOnline(true);
    expect((await screen.findAllByRole('link', { name: /Ravi Teja/ }))[0]).toHaveAttribute('href', '/profile/u1');
    expect(screen.queryByText(/not saved on this device/)).toBeNull();
  } finally {
    restore();
  }
});
