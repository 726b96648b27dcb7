import { screen } from '@testing-library/react';
import { federationProbeReport } from '@chapter/shared/diagnostics';
import { renderAt, signInAs } from '@chapter/shared/testing';
import LeaderboardApp from './App';
import { fakeEveryBoard } from './test/fixtures';

beforeEach(() => {
  signInAs('MEMBER');
  fakeEveryBoard();
});

test.each([
  ['/leaderboard/overall', 'Overall Leaderboard'],
  ['/leaderboard/platform/leetcode', 'LeetCode Leaderboard'],
  ['/leaderboard/platform/codechef', 'CodeChef Leaderboard'],
  ['/leaderboard/platform/codeforces', 'Codeforces Leaderboard'],
  ['/leaderboard/platform/gfg', 'GeeksforGeeks Leaderboard'],
  ['/leaderboard/stats', 'Performance Analytics'],
])('%s renders its page', async (path, heading) => {
  renderAt(path, <LeaderboardApp />);
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  await screen.findByRole(path.endsWith('stats') ? 'group' : 'table', path.endsWith('stats') ? { name: 'User Base' } : undefined);
});

test('an unknown platform goes to the LeetCode board', async () => {
  renderAt('/leaderboard/platform/hackerrank', <LeaderboardApp />);
  expect(screen.getByTestId('location')).toHaveTextContent('/leaderboard/platform/leetcode');
  expect(await screen.findByRole('heading', { level: 2, name: 'LeetCode Leaderboard' })).toBeInTheDocument();
});

test('the frame carries its build id and the module registered its federation probe', async () => {
  const { container } = renderAt('/leaderboard/overall', <LeaderboardApp />);
  expect(container.querySelector('[data-remote="mfe_leaderboard"]')).toHaveAttribute('data-build', 'dev');
  expect(federationProbeReport().apps).not.toContain('mfe_leaderboard'); // the probe is in test builds only (FEDERATION_PROBE=on)
  await screen.findByRole('table');
});
