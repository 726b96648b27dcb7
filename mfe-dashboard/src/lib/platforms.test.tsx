import { render } from '@testing-library/react';
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
  const codechef = shownStats('codechef', { rating: 3, highestRating: 1712, countryRank: null });
  expect(codechef.map(({ key, label }) => [key, label])).toEqual([
    ['rating', 'Rating'],
    ['highestRating', 'Highest Rating'],
  ]);
  expect(codechef[1]!.value).toBe('1,712');
  // The star is drawn (an SVG, not the ★ character some systems have no font for) and heard as 'stars'.
  const { container } = render(<>{codechef[0]!.value}</>);
  expect(container).toHaveTextContent(/^3 stars$/);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(shownStats('codeforces', { totalProblemSolved: 40, rank: 'Unrated' }).map((stat) => stat.value)).toEqual(['Unrated', '40']);
  expect(shownStats('leetcode', null)).toEqual([]);
  expect(shownStats('geeksforgeeks', undefined)).toEqual([]);
});
