import { screen } from '@testing-library/react';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import LeaderboardApp from '../../App';
import { aRow, boardPage } from '../../test/fixtures';

beforeEach(() => signInAs('MEMBER'));

test('a board says how long ago it was updated, and a banner names a platform that is down', async () => {
  const updatedAt = new Date(Date.now() - 2 * 60_000 - 5_000).toISOString();
  const since = new Date(Date.now() - 20 * 60_000).toISOString();
  fakeApi({
    'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()], { updatedAt }) },
    'GET /user/platform-health': {
      status: 200,
      body: {
        message: 'Platform health fetched',
        data: [
          { platform: 'leetcode', state: 'down', since, lastSuccessAt: null },
          { platform: 'codechef', state: 'working', since: null, lastSuccessAt: null },
        ],
      },
    },
  });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(await screen.findByText('Updated 2 min ago')).toHaveAttribute('datetime', updatedAt);
  const banner = screen.getByRole('status', { name: 'Platform status' });
  expect(await screen.findByText(/^LeetCode is not answering since /)).toBeInTheDocument();
  expect(banner).not.toHaveTextContent('CodeChef');
});

test('no banner while every platform answers', async () => {
  fakeApi({ 'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) } });
  renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(await screen.findByText(/^Updated /)).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Platform status' })).toBeEmptyDOMElement();
});
