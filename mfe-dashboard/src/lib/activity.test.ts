import { heatLevel, monthActivity } from './activity';

test.each([
  [0, 0],
  [1, 1],
  [2, 1],
  [3, 2],
  [5, 2],
  [6, 3],
  [10, 3],
  [11, 4],
  [40, 4],
])('%i solved falls in band %i', (count, level) => {
  expect(heatLevel(count)).toBe(level);
});

test('the month is counted day by day: max, total, average over the days so far, longest streak', () => {
  const today = new Date(2026, 10, 10); // 10 November 2026, a Tuesday
  const activity = monthActivity(
    [
      { date: '2026-11-01', count: 2 },
      { date: '2026-11-02', count: 5 },
      { date: '2026-11-03', count: 1 },
      { date: '2026-11-07', count: 12 },
      { date: '2026-10-31', count: 99 },
    ],
    today,
  );
  expect(activity.days).toHaveLength(30);
  expect(activity.offset).toBe(6); // the 1st is a Sunday
  expect(activity.maxInADay).toBe(12);
  expect(activity.total).toBe(20);
  expect(activity.averagePerDay).toBe('2.00');
  expect(activity.streak).toBe(3);
  expect(activity.days[10]).toMatchObject({ date: '2026-11-11', future: true });
});

test('an empty month reads as zeros', () => {
  const activity = monthActivity([], new Date(2026, 1, 3));
  expect(activity).toMatchObject({ maxInADay: 0, total: 0, averagePerDay: '0.00', streak: 0 });
  expect(activity.days).toHaveLength(28);
});
