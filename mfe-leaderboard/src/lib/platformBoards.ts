import type { LeaderboardBoard } from '@chapter/shared/types';

/** Where a platform board lives and what it is called: the board pages and the Platforms menu both need it. */
export type PlatformBoardLink = {
  board: Exclude<LeaderboardBoard, 'overall'>;
  /** The route segment: /leaderboard/platform/{slug}. */
  slug: string;
  path: string;
  /** 'LeetCode' (the tab and menu label). */
  label: string;
};

const link = (board: PlatformBoardLink['board'], slug: string, label: string): PlatformBoardLink => ({
  board,
  slug,
  path: `/leaderboard/platform/${slug}`,
  label,
});

/** The platform boards, in the Platforms menu's order. */
export const PLATFORM_BOARD_LINKS: PlatformBoardLink[] = [
  link('leetcode', 'leetcode', 'LeetCode'),
  link('codechef', 'codechef', 'CodeChef'),
  link('codeforces', 'codeforces', 'Codeforces'),
  link('geeksforgeeks', 'gfg', 'GeeksforGeeks'),
];
