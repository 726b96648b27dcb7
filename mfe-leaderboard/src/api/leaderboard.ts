import { PAGE, api } from '@chapter/shared';
import type { LeaderboardResponse, StatsResponse } from '@chapter/shared/types';

export type BoardQuery = { page: number; search: string };

/** POST one board's page: `{ page, limit: 20, search }` (SPEC.md §7); the answer is returned, never thrown. */
export const fetchBoardPage = (endpoint: string, { page, search }: BoardQuery) =>
  api.post<LeaderboardResponse>(endpoint, { page, limit: PAGE.leaderboard, search });

/** GET /user/stats-data: the month's overall board in figures. */
export const fetchStats = () => api.get<StatsResponse>('/user/stats-data');
