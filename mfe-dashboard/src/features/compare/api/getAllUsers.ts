import { api, useApiQuery } from '@chapter/shared';
import type { UsersWithIdAndNameResponse } from '@chapter/shared/types';

/** GET /user/get-all-users-with-id-and-name: every member for the compare selectors. */
export function getAllUsers() {
  return api.get<UsersWithIdAndNameResponse>('/user/get-all-users-with-id-and-name');
}

export function useAllUsers() {
  return useApiQuery(['users-with-id-and-name'], getAllUsers, { select: (body) => body.data ?? [] });
}
