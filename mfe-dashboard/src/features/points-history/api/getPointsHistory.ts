import { api, useApiQuery } from '@chapter/shared';
import type { PointsHistoryResponse } from '@chapter/shared/types';

/** POST /user/get-points-history: every ledger row of the signed-in member's month (this month without `month`). */
export function getPointsHistory(month?: string) {
  return api.post<PointsHistoryResponse>('/user/get-points-history', month ? { month } : {});
}

export function usePointsHistory() {
  return useApiQuery(['points-history', 'this-month'], () => getPointsHistory(), { select: (body) => body.data });
}
