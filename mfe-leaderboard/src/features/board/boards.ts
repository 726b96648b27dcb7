import type { LeaderboardBoard, LeaderboardRow } from '@chapter/shared/types';
import { figure, pointsText } from '../../lib/format';
import { COLUMNS, starLabel, type Column } from './columns';

/** One board of the leaderboard area: where it lives, what it calls, what it shows. */
export type BoardDefinition = {
  board: LeaderboardBoard;
  /** The route segment: /leaderboard/overall or /leaderboard/platform/{slug}. */
  slug: string;
  path: string;
  /** 'LeetCode' (the tab and menu label). */
  label: string;
  heading: string;
  endpoint: string;
  /** The toast when a page does not arrive (SPEC.md §8). */
  errorMessage: string;
  columns: Column[];
  /** The figure under a podium place. */
  podiumStat: (row: LeaderboardRow) => string;
};

const platform = (board: LeaderboardBoard, slug: string, label: string, columns: Column[], podiumStat: BoardDefinition['podiumStat']): BoardDefinition => ({
  board,
  slug,
  path: `/leaderboard/platform/${slug}`,
  label,
  heading: `${label} Leaderboard`,
  endpoint: `/user/get-leaderboard-data-${slug}`,
  errorMessage: `Error fetching ${label} leaderboard data`,
  columns,
  podiumStat,
});

export const OVERALL_BOARD: BoardDefinition = {
  board: 'overall',
  slug: 'overall',
  path: '/leaderboard/overall',
  label: 'Overall',
  heading: 'Overall Leaderboard',
  endpoint: '/user/get-leaderboard-data',
  errorMessage: 'Error fetching leaderboard data',
  columns: COLUMNS.overall,
  podiumStat: (row) => pointsText(row.points),
};

/** The platform boards, in the Platforms menu's order. */
export const PLATFORM_BOARDS: BoardDefinition[] = [
  platform('leetcode', 'leetcode', 'LeetCode', COLUMNS.leetcode, (row) => `${figure(row.leetcode?.totalProblemSolved)} solved`),
  platform('codechef', 'codechef', 'CodeChef', COLUMNS.codechef, (row) => `${starLabel(row.codechef?.rating)} rating`),
  platform('codeforces', 'codeforces', 'Codeforces', COLUMNS.codeforces, (row) => `Rating ${figure(row.codeforces?.rating)}`),
  platform('geeksforgeeks', 'gfg', 'GeeksforGeeks', COLUMNS.geeksforgeeks, (row) => `Score ${figure(row.geeksforgeeks?.codingScore)}`),
];

export const platformBoard = (slug: string | undefined): BoardDefinition | undefined => PLATFORM_BOARDS.find((board) => board.slug === slug);
