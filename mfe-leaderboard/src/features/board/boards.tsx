import type { ReactNode } from 'react';
import type { LeaderboardBoard, LeaderboardRow, RouteKey } from '@chapter/shared/types';
import { figure, pointsText } from '../../lib/format';
import { PLATFORM_BOARD_LINKS, type PlatformBoardLink } from '../../lib/platformBoards';
import { COLUMNS, starLabel, type Column } from './columns';

/** The routes that answer a board's page. */
export type BoardRoute = Extract<RouteKey, `POST /user/get-leaderboard-data${string}`>;

/** One board of the leaderboard area: where it lives, what it calls, what it shows. */
export type BoardDefinition = {
  board: LeaderboardBoard;
  /** The route segment: /leaderboard/overall or /leaderboard/platform/{slug}. */
  slug: string;
  path: string;
  /** 'LeetCode' (the tab and menu label). */
  label: string;
  heading: string;
  endpoint: BoardRoute;
  /** The toast when a page does not arrive. */
  errorMessage: string;
  columns: Column[];
  /** The figure under a podium place. */
  podiumStat: (row: LeaderboardRow) => ReactNode;
};

const platform = ({ board, slug, path, label }: PlatformBoardLink, columns: Column[], podiumStat: BoardDefinition['podiumStat']): BoardDefinition => ({
  board,
  slug,
  path,
  label,
  heading: `${label} Leaderboard`,
  endpoint: `POST /user/get-leaderboard-data-${slug}` as BoardRoute,
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
  endpoint: 'POST /user/get-leaderboard-data',
  errorMessage: 'Error fetching leaderboard data',
  columns: COLUMNS.overall,
  podiumStat: (row) => pointsText(row.points),
};

const PODIUM_STAT: Record<PlatformBoardLink['board'], BoardDefinition['podiumStat']> = {
  leetcode: (row) => `${figure(row.leetcode?.totalProblemSolved)} solved`,
  codechef: (row) => <>{starLabel(row.codechef?.rating)} rating</>,
  codeforces: (row) => `Rating ${figure(row.codeforces?.rating)}`,
  geeksforgeeks: (row) => `Score ${figure(row.geeksforgeeks?.codingScore)}`,
};

/** The platform boards, in the Platforms menu's order. */
export const PLATFORM_BOARDS: BoardDefinition[] = PLATFORM_BOARD_LINKS.map((link) => platform(link, COLUMNS[link.board], PODIUM_STAT[link.board]));

export const platformBoard = (slug: string | undefined): BoardDefinition | undefined => PLATFORM_BOARDS.find((board) => board.slug === slug);
