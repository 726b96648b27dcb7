import { PAGE, call, type PageQuery } from '@chapter/shared';
import type { LeaderboardBoard } from '@chapter/shared/types';
import type { BoardRoute } from '../features/board/boards';

/** The cache keys of this remote: each board's pages (one per page and search) and the stats. */
export const leaderboardKeys = {
  board: (board: LeaderboardBoard) => ['leaderboard', 'board', board],
  stats: ['leaderboard', 'stats'],
} as const;

/** One board's page: `{ page, limit: 20, search }` (docs/rules.md §10); the answer is returned, never thrown. */
export const fetchBoardPage = (route: BoardRoute, { page, search }: PageQuery) => call(route, { body: { page, limit: PAGE.leaderboard, search } });

/** The month's overall board in figures. */
export const fetchStats = () => call('GET /user/stats-data');
