import { PAGE, api, type PageQuery } from '@chapter/shared';
import type { LeaderboardBoard, LeaderboardResponse, StatsResponse } from '@chapter/shared/types';

/** The cache keys of this remote: each board's pages (one per page and search) and the stats. */
export const leaderboardKeys = {
  board: (board: LeaderboardBoard) => ['leaderboard', 'board', board],
  stats: ['leaderboard', 'stats'],
} as const;

/** POST one board's page: `{ page, limit: 20, search }` (docs/rules.md §10); the answer is returned, never thrown. */
export const fetchBoardPage = (endpoint: string, { page, search }: PageQuery) =>
  api.post<LeaderboardResponse>(endpoint, { page, limit: PAGE.leaderboard, search });

/** GET /user/stats-data: the month's overall board in figures. */
export const fetchStats = () => api.get<StatsResponse>('/user/stats-data');
