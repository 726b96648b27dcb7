import { clockTime, handleFreshness, platformDownText, timeAgo, updatedAgo } from './freshness';

// Local times, read in a 24-hour locale: the texts come out the same in any time zone.
const local = (hour: number, minute: number, day = 2) => new Date(2026, 2, day, hour, minute);
const now = local(10, 17);
const iso = (date: Date) => date.toISOString();

test('says how long ago, in minutes, hours, then days', () => {
  expect(timeAgo(new Date(now.getTime() - 30_000), now)).toBe('just now');
  expect(timeAgo(iso(local(10, 5)), now)).toBe('12 min ago');
  expect(timeAgo(iso(local(9, 17)), now)).toBe('1 hour ago');
  expect(timeAgo(iso(local(7, 0)), now)).toBe('3 hours ago');
  expect(timeAgo(iso(local(10, 17, 1)), now)).toBe('1 day ago');
  expect(timeAgo(iso(local(10, 0, 1 - 3)), now)).toBe('4 days ago');
  // A server clock a little ahead of the viewer's is not "in the future".
  expect(timeAgo(iso(local(10, 18)), now)).toBe('just now');
  expect(updatedAgo(iso(local(10, 15)), now)).toBe('Updated 2 min ago');
});

test('gives clock times in the viewer locale, with the day when it is not today', () => {
  expect(clockTime(iso(local(9, 5)), now, 'en-GB')).toBe('09:05');
  expect(clockTime(iso(local(9, 5)), now, 'en-US')).toBe('09:05 AM');
  expect(clockTime(iso(local(23, 40, 1)), now, 'en-GB')).toBe('1 Mar, 23:40');
});

test("a handle's freshness: synced, or failed after its figures", () => {
  const synced = { solvesFetchedAt: iso(local(10, 5)), statsFetchedAt: iso(local(9, 0)), refreshedAt: iso(local(9, 0)), lastFailure: null };
  expect(handleFreshness('leetcode', synced, now, 'en-GB')).toBe('LeetCode: synced 12 min ago');
  // A failure before the last success is history.
  expect(handleFreshness('leetcode', { ...synced, lastFailure: { kind: 'refused', at: iso(local(8, 0)) } }, now, 'en-GB')).toBe('LeetCode: synced 12 min ago');

  const failed = {
    solvesFetchedAt: iso(local(9, 5)),
    statsFetchedAt: null,
    refreshedAt: null,
    lastFailure: { kind: 'refused' as const, at: iso(local(10, 5)) },
  };
  expect(handleFreshness('leetcode', failed, now, 'en-GB')).toBe('LeetCode did not answer at 10:05; figures from 09:05');
  expect(handleFreshness('codechef', { ...failed, lastFailure: { kind: 'paused', at: iso(local(10, 5)) } }, now, 'en-GB')).toBe(
    'CodeChef was paused after failing to answer at 10:05; figures from 09:05',
  );
  expect(handleFreshness('codeforces', { ...failed, solvesFetchedAt: null, lastFailure: { kind: 'not-found', at: iso(local(10, 5)) } }, now, 'en-GB')).toBe(
    'Codeforces did not find this handle at 10:05; no figures yet',
  );
  expect(handleFreshness('geeksforgeeks', { solvesFetchedAt: null, statsFetchedAt: null, refreshedAt: null, lastFailure: null }, now)).toBeNull();
});

test('the banner while a platform is down', () => {
  expect(platformDownText('codechef', iso(local(14, 10)), iso(local(13, 55)), local(14, 30), 'en-GB')).toBe(
    'CodeChef is not answering since 14:10; its figures are from 13:55',
  );
  expect(platformDownText('leetcode', iso(local(14, 10)), null, local(14, 30), 'en-GB')).toBe('LeetCode is not answering since 14:10');
});
