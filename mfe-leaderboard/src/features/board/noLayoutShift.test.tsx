import { act, screen } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { apiClient } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import LeaderboardApp from '../../App';
import { aRow, boardPage } from '../../test/fixtures';

// Issue 33: nothing drawn while the board loads moves when the figures arrive. The banner of a platform that is down,
// the passing-mark notice, the search and the rows appear together, where the skeleton was.

const since = new Date(Date.now() - 20 * 60_000).toISOString();
let adapter: AxiosAdapter;
beforeEach(() => {
  signInAs('MEMBER');
  adapter = apiClient.defaults.adapter as AxiosAdapter;
});
afterEach(() => {
  apiClient.defaults.adapter = adapter;
});

test('while the platforms’ state is on its way the board shows its heading and the skeleton, then everything at once', async () => {
  fakeApi({
    'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) },
    'GET /user/platform-health': {
      status: 200,
      body: { message: 'Platform health fetched', data: [{ platform: 'leetcode', state: 'down', since, lastSuccessAt: null }] },
    },
  });
  const answer = apiClient.defaults.adapter as AxiosAdapter;
  let releaseHealth: () => void = () => undefined;
  apiClient.defaults.adapter = (config) =>
    config.url?.includes('platform-health')
      ? new Promise((resolve) => {
          releaseHealth = () => resolve(answer(config));
        })
      : answer(config);

  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(screen.getByRole('heading', { level: 2, name: 'Overall Leaderboard' })).toBeInTheDocument();
  expect(screen.getByText('Loading leaderboard...')).toBeInTheDocument();
  // The board's answer is in, the platforms' state is not: still the skeleton, no search, no rows, no banner.
  await act(async () => undefined);
  expect(screen.getByTestId('board-skeleton')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  expect(screen.queryByText(/^LeetCode is not answering since /)).not.toBeInTheDocument();

  await act(async () => releaseHealth());
  expect(await screen.findByRole('table')).toBeInTheDocument();
  expect(screen.getByText(/^LeetCode is not answering since /)).toBeInTheDocument();
  expect(screen.queryByTestId('board-skeleton')).not.toBeInTheDocument();
});

test('a platforms’ state that does not answer holds the board for a moment only', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    fakeApi({ 'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) } });
    const answer = apiClient.defaults.adapter as AxiosAdapter;
    apiClient.defaults.adapter = (config) => (config.url?.includes('platform-health') ? new Promise(() => undefined) : answer(config));
    renderAt('/leaderboard/overall', <LeaderboardApp />);
    await act(async () => undefined);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1600);
    });
    expect(screen.getByRole('table')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
