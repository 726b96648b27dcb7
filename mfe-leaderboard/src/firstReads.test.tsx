import { screen, waitFor, within } from '@testing-library/react';
import { broadcastsThatReadAgain, declaredWakeOn, hydrateDrawnForMember, renderAfterFirstReads, signInAs } from '@chapter/shared/testing';
import { aRow, boardPage } from './test/fixtures';
import LeaderboardApp from './App';

beforeEach(() => signInAs('MEMBER'));

test('the overall board finds its first page in the cache the shell filled and asks for it no more', async () => {
  const { calls, declared } = await renderAfterFirstReads('/leaderboard/overall', <LeaderboardApp />, {
    'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) },
    'GET /user/platform-health': { status: 200, body: { message: 'Platform health fetched', data: [] } },
  });
  expect(await within(await screen.findByRole('table')).findByText('Asha Rao')).toBeInTheDocument();
  expect(calls.filter((call) => declared.includes(call.key)).map((call) => [call.key, call.data])).toEqual([
    ['POST /user/get-leaderboard-data', { page: 1, limit: 20, search: '' }],
    ['GET /user/platform-health', null],
  ]);
});

test('the overall board drawn by the server for the member hydrates as it was drawn, then reads its first reads once to catch up', async () => {
  const { page, calls, declared } = await hydrateDrawnForMember('/leaderboard/overall', <LeaderboardApp />, {
    'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) },
    'GET /user/platform-health': { status: 200, body: { message: 'Platform health fetched', data: [] } },
  });
  expect(page.mismatches).toEqual([]);
  expect(within(screen.getByRole('table')).getByText('Asha Rao')).toBeInTheDocument();
  await waitFor(() =>
    expect(
      calls
        .filter((call) => declared.includes(call.key))
        .map((call) => call.key)
        .sort(),
    ).toEqual([...declared].sort()),
  );
  page.unmount();
});

test('a search typed into the drawn board before the app attached is searched for once it has', async () => {
  const { page, calls } = await hydrateDrawnForMember(
    '/leaderboard/overall',
    <LeaderboardApp />,
    {
      'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) },
      'GET /user/platform-health': { status: 200, body: { message: 'Platform health fetched', data: [] } },
    },
    (container) => {
      const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
      search.value = 'Asha';
    },
  );
  await waitFor(() =>
    expect(calls.filter((call) => call.key === 'POST /user/get-leaderboard-data').map((call) => call.data)).toContainEqual({
      page: 1,
      limit: 20,
      search: 'Asha',
    }),
  );
  expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Asha');
  page.unmount();
});

test('the drawn overall board reads again on the events sent to every member that its area says wake it, and no other', async () => {
  const { page, calls } = await hydrateDrawnForMember('/leaderboard/overall', <LeaderboardApp />, {
    'POST /user/get-leaderboard-data': { status: 200, body: boardPage([aRow()]) },
    'GET /user/platform-health': { status: 200, body: { message: 'Platform health fetched', data: [] } },
  });
  expect(await broadcastsThatReadAgain(calls)).toEqual(declaredWakeOn('/leaderboard/overall'));
  page.unmount();
}, 60_000);
