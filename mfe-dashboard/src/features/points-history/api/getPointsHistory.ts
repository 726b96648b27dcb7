import { call, getSession, useApiQuery } from '@chapter/shared';

/** Every ledger row of the signed-in member's month (this month without `month`). */
export function getPointsHistory(month?: string) {
  return call('POST /user/get-points-history', { body: month ? { month } : {} });
}

/** This month's ledger of the signed-in member, read again when the live stream brings their own new points. */
export function usePointsHistory() {
  return useApiQuery(['points-history', 'this-month'], () => getPointsHistory(), {
    select: (body) => body.data,
    liveRefetch: ['points'],
    liveWhen: (event) => event.type === 'points' && event.userId === getSession().userId,
  });
}
