import { api, keepPreviousData, useApiQuery } from '@chapter/shared';
import type { AdminUsersPage, AdminUsersQuery } from '@chapter/shared/types';
import { USERS_KEY } from '../../../lib/queryKeys';

/** POST /admin/fetch-all-users */
export const fetchUsers = (query: AdminUsersQuery) => api.post<AdminUsersPage>('/admin/fetch-all-users', query);

export function useUsers(query: AdminUsersQuery) {
  return useApiQuery([...USERS_KEY, query], () => fetchUsers(query), { placeholderData: keepPreviousData });
}
