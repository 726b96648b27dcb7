import { call, useApiQuery } from '@chapter/shared';

/** Every member for the compare selectors. */
export function getAllUsers() {
  return call('GET /user/get-all-users-with-id-and-name');
}

export function useAllUsers() {
  return useApiQuery(['users-with-id-and-name'], getAllUsers, { select: (body) => body.data ?? [] });
}
