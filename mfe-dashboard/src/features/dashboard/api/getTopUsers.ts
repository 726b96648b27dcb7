import { api, useApiQuery } from '@chapter/shared';
import type { TopUsersResponse } from '@chapter/shared/types';

/** GET /user/get-top-5-users: the month's top 5 with their achievement counts. */
export function getTopUsers() {
  return api.get<TopUsersResponse>('/user/get-top-5-users');
}

export function useTopUsers() {
  return useApiQuery(['top-5-users'], getTopUsers, { select: (body) => body.data });
}
