import { call, useApiQuery } from '@chapter/shared';

/** The month's top 5 with their achievement counts. */
export function getTopUsers() {
  return call('GET /user/get-top-5-users');
}

/** The top 5, read again when points land or the boards are rebuilt (live events). */
export function useTopUsers() {
  return useApiQuery(['top-5-users'], getTopUsers, { select: (body) => body.data, liveRefetch: ['board', 'points'] });
}
