import { call, useApiQuery } from '@chapter/shared';

/** The month's top 5 with their achievement counts. */
export function getTopUsers() {
  return call('GET /user/get-top-5-users');
}

export function useTopUsers() {
  return useApiQuery(['top-5-users'], getTopUsers, { select: (body) => body.data });
}
