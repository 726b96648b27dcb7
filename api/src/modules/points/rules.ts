import type { PlatformKey } from '../../db/schema';

/** The points rules (docs/rules.md §3), in one place. */

/** Practice platforms: one point per day with at least one problem solved there. */
export const PRACTICE_PLATFORMS = ['leetcode', 'geeksforgeeks'] as const satisfies readonly PlatformKey[];
export const PRACTICE_POINTS_PER_DAY = 1;

/** Codeforces: per problem solved during a contest on the chapter's calendar. */
export const CODEFORCES_POINTS_PER_PROBLEM = 3;

/** CodeChef: per problem solved in a scheduled contest, by the member's star rating (1★ 2, 2★ 3, 3★ 4, 4★ and above 5). */
export function codechefPointsPerProblem(stars: number): number {
  if (stars >= 4) return 5;
  if (stars === 3) return 4;
  if (stars === 2) return 3;
  return 2;
}

/** The leaderboards an admin may bring up to date now (update-leaderboard's `type`, which the contract lists). */
export type { RefreshType } from '@chapter/contract';

/** The ledger key of each kind of award: unique per member, so an award can never be made twice. */
export const ledgerSource = {
  practice: (platform: PlatformKey, day: string) => `practice:${platform}:${day}`,
  contest: (contestId: string, problem: string) => `contest:${contestId}:${problem}`,
  /** One per contest, member and settle stage: a re-fetch of the same stage adds to it, never a second row. */
  contestRevision: (contestId: string, stage: number) => `contest-revision:${contestId}:${stage}`,
  adjustment: (id: string) => `adjustment:${id}`,
};
