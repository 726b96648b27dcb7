import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clockTime, publishLiveEvent } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import type { LiveStandings } from '@chapter/shared/types';
import { ok } from '../../../test/fixtures';
import { LIVE_STANDINGS_POLL_MS } from '../api/getLiveStandings';
import { LiveStandingsPanel } from './LiveStandingsPanel';

const ROUTE = 'GET /calendar/live-standings';
const updatedAt = new Date(Date.now() - 30_000).toISOString();

const aContest = (overrides: Partial<LiveStandings> = {}): LiveStandings => ({
  contestId: 'c1',
  name: 'Codeforces Round 2101 (Div. 2)',
  platform: 'Codeforces',
  link: 'https://codeforces.com/contest/2101',
  startsAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  endsAt: new Date(Date.now() + 90 * 60_000).toISOString(),
  phase: 'running',
  updatedAt,
  problem: null,
  rows: [
    { userId: 'u2', name: 'Bilal Khan', handle: 'bilal_cf', chapterRank: 1, platformRank: 95, solved: 4, penalty: 31 },
    { userId: 'u1', name: 'Asha K. Rao', handle: 'asha_cf', chapterRank: 2, platformRank: 812, solved: 2, penalty: null },
  ],
  ...overrides,
});
const standings = (...contests: LiveStandings[]) => ok({ data: contests });

beforeEach(() => signInAs('MEMBER', 'u1'));
afterEach(() => jest.useRealTimers());

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

test('takes no room while no calendar contest is running', async () => {
  const { calls } = fakeApi({ [ROUTE]: standings() });
  renderAt('/dashboard', <LiveStandingsPanel />);
  await waitFor(() => expect(calls).toHaveLength(1));
  await act(async () => {});
  expect(screen.queryByRole('heading', { name: 'Chapter standings' })).not.toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test("a running contest: the chapter's table with its caption and headers, the last update, the caller's own row marked", async () => {
  fakeApi({ [ROUTE]: standings(aContest()) });
  renderAt('/dashboard', <LiveStandingsPanel />);
  const panel = within(await screen.findByRole('region', { name: 'Chapter standings' }));
  const contest = within(panel.getByRole('region', { name: 'Codeforces Round 2101 (Div. 2)' }));
  expect(contest.getByRole('link', { name: 'Standings on Codeforces (opens in a new tab)' })).toHaveAttribute('href', 'https://codeforces.com/contest/2101');
  expect(contest.getByText(new RegExp(`Last update ${clockTime(updatedAt)}`))).toBeInTheDocument();
  const table = contest.getByRole('table', { name: /Chapter standings in Codeforces Round 2101/ });
  expect(tableRows(table)).toEqual([
    ['Chapter rank', 'Member', 'Handle', 'Codeforces rank', 'Solved', 'Penalty'],
    ['1', 'Bilal Khan', 'bilal_cf (opens in a new tab)', '95', '4', '31'],
    ['2', 'Asha K. Rao (you)', 'asha_cf (opens in a new tab)', '812', '2', '—'],
  ]);
  expect(within(table).getByRole('link', { name: 'Bilal Khan' })).toHaveAttribute('href', '/profile/u2');
  expect(within(table).getByRole('link', { name: 'bilal_cf (opens in a new tab)' })).toHaveAttribute('href', 'https://codeforces.com/profile/bilal_cf');
  // A narrow screen scrolls the table inside its own focusable box.
  expect(contest.getByRole('region', { name: 'Codeforces Round 2101 (Div. 2): chapter standings table' })).toHaveAttribute('tabindex', '0');
  expect(panel.queryByText(/The contest has ended/)).not.toBeInTheDocument();
});

test('a finished contest points to the final points on the leaderboard; a failed read says why; a contest not read yet says so', async () => {
  fakeApi({
    [ROUTE]: standings(
      aContest({
        contestId: 'c0',
        name: 'Starters 180',
        platform: 'CodeChef',
        link: 'https://www.codechef.com/START180',
        phase: 'finished',
        endsAt: new Date(Date.now() - 3_600_000).toISOString(),
      }),
      aContest({ problem: 'Platform unreachable: codeforces: HTTP 503' }),
      aContest({ contestId: 'c2', name: 'Educational Round 190', updatedAt: null, rows: [] }),
    ),
  });
  renderAt('/dashboard', <LiveStandingsPanel />);
  const finished = within(await screen.findByRole('region', { name: 'Starters 180' }));
  expect(finished.getByText(/The contest has ended: final points are on the leaderboard once the results are in\./)).toBeInTheDocument();
  expect(finished.getByRole('link', { name: 'Open the leaderboard' })).toHaveAttribute('href', '/leaderboard/overall');
  expect(finished.getByRole('columnheader', { name: 'CodeChef rank' })).toBeInTheDocument();
  expect(finished.getByRole('link', { name: 'asha_cf (opens in a new tab)' })).toHaveAttribute('href', 'https://www.codechef.com/users/asha_cf');

  const failing = within(screen.getByRole('region', { name: 'Codeforces Round 2101 (Div. 2)' }));
  expect(failing.getByText('Platform unreachable: codeforces: HTTP 503')).toBeInTheDocument();
  expect(failing.getByRole('table')).toBeInTheDocument();

  const unread = within(screen.getByRole('region', { name: 'Educational Round 190' }));
  expect(unread.getByText(/Not read yet: the first standings come within a minute/)).toBeInTheDocument();
  expect(unread.queryByRole('table')).not.toBeInTheDocument();
});

test('reads again when the live stream says the standings were read', async () => {
  let solved = 2;
  const { calls } = fakeApi({
    [ROUTE]: () =>
      standings(aContest({ rows: [{ userId: 'u1', name: 'Asha K. Rao', handle: 'asha_cf', chapterRank: 1, platformRank: 500, solved, penalty: 12 }] })),
  });
  renderAt('/dashboard', <LiveStandingsPanel />);
  const table = await screen.findByRole('table');
  expect(tableRows(table)[1]?.[4]).toBe('2');
  solved = 3;
  act(() => publishLiveEvent({ type: 'standings', contestId: 'c1', updatedAt: new Date().toISOString() }));
  await waitFor(() => expect(tableRows(screen.getByRole('table'))[1]?.[4]).toBe('3'));
  expect(calls.filter((call) => call.key === ROUTE)).toHaveLength(2);
});

test('while a contest runs it also reads again every minute (no stream needed); with none running it does not', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let contests = [aContest()];
  const { calls } = fakeApi({ [ROUTE]: () => standings(...contests) });
  renderAt('/dashboard', <LiveStandingsPanel />);
  await screen.findByRole('table');
  expect(calls).toHaveLength(1);
  contests = [aContest({ phase: 'finished' })];
  await act(() => jest.advanceTimersByTimeAsync(LIVE_STANDINGS_POLL_MS));
  await waitFor(() => expect(calls).toHaveLength(2));
  expect(await screen.findByText(/The contest has ended/)).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(3 * LIVE_STANDINGS_POLL_MS));
  expect(calls).toHaveLength(2);
});

test('a failed read shows the usual retry box, and Retry reads again', async () => {
  let fail = true;
  fakeApi({ [ROUTE]: () => (fail ? { status: 500, body: { message: 'Boom' } } : standings(aContest())) });
  renderAt('/dashboard', <LiveStandingsPanel />);
  const panel = within(await screen.findByRole('region', { name: 'Chapter standings' }));
  expect(await panel.findByText('Failed to load the chapter standings')).toBeInTheDocument();
  fail = false;
  await userEvent.click(panel.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
