import { badgeTypeLabel, formatBadgeDate } from './badges';

test('badge kinds read as the product names them', () => {
  expect(badgeTypeLabel('gold')).toBe('Gold');
  expect(badgeTypeLabel('dailyActiveStreak')).toBe('Daily Active Streak');
  expect(badgeTypeLabel('maxAvgPerDay')).toBe('Problem Solver');
});

test.each([
  ['2025-04-30', '30 Apr 2025'],
  ['2025-04-30T23:30:00.000Z', '30 Apr 2025'],
  ['2025-04', 'April 2025'],
  ['last spring', 'last spring'],
])('%s is shown as %s', (date, shown) => {
  expect(formatBadgeDate(date)).toBe(shown);
});
