import { screen, within } from '@testing-library/react';
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

test('a month without points says so', async () => {
  fakeApi({ 'POST /user/get-points-history': ok({ data: { month: '2026-11', total: 0, entries: [] } }) });
  renderAt('/profile', <PointsHistoryCard />);
  expect(await screen.findByText('No points earned this month yet.')).toBeInTheDocument();
});
