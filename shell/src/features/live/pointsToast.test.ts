import type { LivePointsItem } from '@chapter/shared/types';
import { daysLabel, pointsToastText } from './pointsToast';

const practice = (day: string, points = 1, platform: LivePointsItem['platform'] = 'leetcode'): LivePointsItem => ({ points, kind: 'practice', platform, day });

test('one practice item: "+1 LeetCode practice, 14 Nov"', () => {
  expect(pointsToastText({ delta: 1, items: [practice('2025-11-14')] })).toBe('+1 LeetCode practice, 14 Nov');
});

test('several days of practice: "+3 points: LeetCode practice, 12–14 Nov"', () => {
  const items = [practice('2025-11-12'), practice('2025-11-14'), practice('2025-11-13')];
  expect(pointsToastText({ delta: 3, items })).toBe('+3 points: LeetCode practice, 12\u201314 Nov');
});

test('a contest names the contest', () => {
  const contest: LivePointsItem = { points: 2, kind: 'contest', platform: 'codeforces', day: '2025-11-14', contest: 'Codeforces Round 950' };
  expect(pointsToastText({ delta: 2, items: [contest] })).toBe('+2 Codeforces contest: Codeforces Round 950');
  expect(pointsToastText({ delta: 2, items: [{ ...contest, contest: null }] })).toBe('+2 Codeforces contest, 14 Nov');
});

test('points an admin added, and a correction with a minus sign', () => {
  const adjustment: LivePointsItem = { points: 5, kind: 'adjustment', platform: null, day: '2025-11-14' };
  expect(pointsToastText({ delta: 5, items: [adjustment] })).toBe('+5 points from an admin, 14 Nov');
  expect(pointsToastText({ delta: -1, items: [practice('2025-11-14', -1)] })).toBe('\u22121 point corrected: LeetCode practice, 14 Nov');
  expect(pointsToastText({ delta: -2, items: [] })).toBe('\u22122 points corrected');
});

test('mixed items list what they were for; more than three say how many more', () => {
  const items = [
    practice('2025-11-30'),
    practice('2025-12-01', 1, 'codechef'),
    practice('2025-12-02', 1, 'codeforces'),
    practice('2025-12-02', 1, 'geeksforgeeks'),
  ];
  expect(pointsToastText({ delta: 2, items: items.slice(0, 2) })).toBe('+2 points: LeetCode practice, CodeChef practice, 30 Nov \u2013 1 Dec');
  expect(pointsToastText({ delta: 14, items })).toBe('+14 points: LeetCode practice, CodeChef practice and 2 more, 30 Nov \u2013 2 Dec');
});

test('no change, no toast; unreadable days are left out', () => {
  expect(pointsToastText({ delta: 0, items: [] })).toBeNull();
  expect(daysLabel(['soon'])).toBe('');
  expect(pointsToastText({ delta: 1, items: [practice('soon')] })).toBe('+1 LeetCode practice');
});
