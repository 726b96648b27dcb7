import { platformProfileUrl, shownStats } from './platforms';

test.each([
  ['leetcode', 'asha_rao', 'https://leetcode.com/u/asha_rao'],
  ['codeforces', 'tourist', 'https://codeforces.com/profile/tourist'],
  ['codechef', 'asha', 'https://www.codechef.com/users/asha'],
  ['geeksforgeeks', 'asha r', 'https://www.geeksforgeeks.org/user/asha%20r'],
] as const)('%s handle %s links to %s', (platform, handle, url) => {
  expect(platformProfileUrl(platform, handle)).toBe(url);
});

test('stats are listed in order, absent ones left out, CodeChef rating read as stars', () => {
  expect(shownStats('codechef', { rating: 3, highestRating: 1712, countryRank: null })).toEqual([
    { key: 'rating', label: 'Rating', value: '3★' },
    { key: 'highestRating', label: 'Highest Rating', value: '1,712' },
  ]);
  expect(shownStats('codeforces', { totalProblemSolved: 40, rank: 'Unrated' }).map((stat) => stat.value)).toEqual(['Unrated', '40']);
  expect(shownStats('leetcode', null)).toEqual([]);
  expect(shownStats('geeksforgeeks', undefined)).toEqual([]);
});
