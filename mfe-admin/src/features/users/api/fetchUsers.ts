import { call, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AdminUsersQuery } from '@chapter/shared/types';
import { USERS_KEY } from '../../../lib/queryKeys';

export const fetchUsers = (query: AdminUsersQuery) => call('POST /admin/fetch-all-users', { body: query });

export function useUsers(query: AdminUsersQuery) {
  return useApiQuery([...USERS_KEY, query], () => fetchUsers(query), { placeholderData: keepPreviousData });
}
