import type { Platform, UpcomingContest } from './types';

/** The platforms' public sites, where a contest's page is (the API hosts in settings may be a sandbox's). */
export const CONTEST_SITES: Record<Platform, string> = {
  codeforces: 'https://codeforces.com',
  codechef: 'https://www.codechef.com',
  leetcode: 'https://leetcode.com',
  geeksforgeeks: 'https://practice.geeksforgeeks.org',
};

/** The contests with a start and an end after it, soonest first. */
export function soonestFirst(contests: UpcomingContest[]): UpcomingContest[] {
  return contests
    .filter((contest) => !Number.isNaN(contest.startsAt.getTime()) && contest.endsAt.getTime() > contest.startsAt.getTime())
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.code.localeCompare(b.code));
}
