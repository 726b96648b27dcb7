import { act, screen, within } from '@testing-library/react';
import { publishLiveEvent } from '@chapter/shared';
import { fakeApi, renderAt, signInAs } from '@chapter/shared/testing';
import { ok } from '../../../test/fixtures';
import { PointsHistoryCard } from './PointsHistoryCard';

beforeEach(() => signInAs('MEMBER'));

test('every ledger row of the month: date, source, platform, points and what earned them', async () => {
  const { calls } = fakeApi({
    'POST /user/get-points-history': ok({
      data: {
        month: '2026-11',
        total: 8,
        entries: [
          { day: '2026-11-20', kind: 'contest', platform: 'codeforces', points: 6, contestName: 'Round 900', note: null, by: null },
          { day: '2026-11-19', kind: 'practice', platform: 'leetcode', points: 1, contestName: null, note: 'two-sum', by: null },
          { day: '2026-11-18', kind: 'adjustment', platform: null, points: 1, contestName: null, note: 'Workshop help', by: 'Ada Admin' },
        ],
      },
    }),
  });
  renderAt('/profile', <PointsHistoryCard />);
  expect(screen.getByRole('status', { name: 'Loading your points history' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['20 Nov', 'Contest', 'Codeforces', '+6', 'Round 900'],
    ['19 Nov', 'Practice', 'LeetCode', '+1', 'two-sum'],
    ['18 Nov', 'Adjustment', '—', '+1', 'Workshop help by Ada Admin'],
  ]);
  expect(screen.getByText('8 points in November 2026')).toBeInTheDocument();
  expect(calls[0]?.data).toEqual({});
});

test('a re-fetch that changed a contest shows as revised (before → after); unsettled contest points as provisional', async () => {
  const contest = { kind: 'contest', platform: 'codeforces', contestName: 'Round 900', by: null, at: '2026-11-21T10:00:00.000Z' } as const;
  fakeApi({
    'POST /user/get-points-history': ok({
      data: {
        month: '2026-11',
        total: 9,
        entries: [
          { ...contest, day: '2026-11-20', points: -3, note: null, provisional: true, revision: { stage: 1, before: 9, after: 6 } },
          { ...contest, day: '2026-11-20', points: 3, note: null, provisional: true, revision: null },
          { ...contest, day: '2026-11-01', points: 3, contestName: 'Round 899', note: null, provisional: false, revision: null },
          {
            ...contest,
            day: '2026-11-01',
            points: -3,
            contestName: 'Round 899',
            note: 'After the month end of 2026-10: its ranks and achievements stand',
            provisional: false,
            revision: { stage: 2, before: 6, after: 3 },
          },
        ],
      },
    }),
  });
  renderAt('/profile', <PointsHistoryCard />);
  const table = await screen.findByRole('table');
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['20 Nov', 'Contest revised provisional', 'Codeforces', '-3', 'Round 900 (9 → 6 points)'],
    ['20 Nov', 'Contest provisional', 'Codeforces', '+3', 'Round 900'],
    ['1 Nov', 'Contest', 'Codeforces', '+3', 'Round 899'],
    ['1 Nov', 'Contest revised', 'Codeforces', '-3', 'Round 899 (6 → 3 points). After the month end of 2026-10: its ranks and achievements stand'],
  ]);
  // The words are explained below the table, which names the explanation as its description.
  expect(table).toHaveAccessibleDescription(/Revised: the platform changed the contest's standings after they were first fetched/);
  expect(table).toHaveAccessibleDescription(/Provisional: the platform may still revise the contest's standings/);
});

test('settled points need no explanation', async () => {
  fakeApi({
    'POST /user/get-points-history': ok({
      data: {
        month: '2026-11',
        total: 1,
        entries: [
          { day: '2026-11-19', kind: 'practice', platform: 'leetcode', points: 1, contestName: null, note: null, by: null, provisional: false, revision: null },
        ],
      },
    }),
  });
  renderAt('/profile', <PointsHistoryCard />);
  const table = await screen.findByRole('table');
  expect(table).not.toHaveAttribute('aria-describedby');
  expect(screen.queryByText(/Provisional:/)).toBeNull();
});

test('a month without points says so', async () => {
  fakeApi({ 'POST /user/get-points-history': ok({ data: { month: '2026-11', total: 0, entries: [] } }) });
  renderAt('/profile', <PointsHistoryCard />);
  expect(await screen.findByText('No points earned this month yet.')).toBeInTheDocument();
});

test("the member's own new points appear in the history as they land; someone else's do not read it again", async () => {
  let entries = [{ day: '2026-11-19', kind: 'practice', platform: 'leetcode', points: 1, contestName: null, note: 'two-sum', by: null }];
  const { calls } = fakeApi({ 'POST /user/get-points-history': () => ok({ data: { month: '2026-11', total: entries.length, entries } }) });
  renderAt('/profile', <PointsHistoryCard />);
  await screen.findByText('1 point in November 2026');
  act(() => publishLiveEvent({ type: 'points', userId: 'someone-else', name: 'Ben', delta: 1, total: 3, rank: 4, items: [] }));
  entries = [{ day: '2026-11-20', kind: 'practice', platform: 'leetcode', points: 1, contestName: null, note: 'three-sum', by: null }, ...entries];
  act(() => publishLiveEvent({ type: 'points', userId: 'u1', name: 'Asha', delta: 1, total: 2, rank: 3, items: [] }));
  expect(await screen.findByText('2 points in November 2026')).toBeInTheDocument();
  expect(screen.getByText('three-sum')).toBeInTheDocument();
  expect(calls).toHaveLength(2);
});
