import { call, useApiQuery } from '@chapter/shared';

/** Every ledger row of the signed-in member's month (this month without `month`). */
export function getPointsHistory(month?: string) {
  return call('POST /user/get-points-history', { body: month ? { month } : {} });
}

export function usePointsHistory() {
  return useApiQuery(['points-history', 'this-month'], () => getPointsHistory(), { select: (body) => body.data });
}
