import { useState } from 'react';
import { DEBOUNCE_MS, EmptyState, LoadFailure, PAGE, Pagination, Pending, useLoadErrorToast } from '@chapter/shared';
import type { AdminUsersQuery } from '@chapter/shared/types';
import { Card, Muted, SectionHeading } from '../../../components/ui';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { useUsers } from '../api/fetchUsers';
import { useUserActions } from '../hooks/useUserActions';
import { PointsDialog } from './PointsDialog';
import { UserFilters, type UserFilterValues } from './UserFilters';
import { UsersTable } from './UsersTable';

export const USERS_LOAD_FAILED = 'Error fetching user data';

/** User Management: search, filters, page sizes and the row actions. */
export function UsersPage() {
  const [filters, setFilters] = useState<UserFilterValues>({ search: '', role: '', protection: 'all', limit: PAGE.adminList });
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(filters.search.trim(), DEBOUNCE_MS.adminSearch);
  const query: AdminUsersQuery = {
    page,
    limit: filters.limit,
    search,
    sortOrder: 1,
    ...(filters.role ? { roles: [filters.role] } : {}),
    ...(filters.protection === 'all' ? {} : { protected: filters.protection === 'protected' }),
  };
  const users = useUsers(query);
  useLoadErrorToast(users.error, USERS_LOAD_FAILED);
  const actions = useUserActions();

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <Card aria-labelledby="users-heading">
      <SectionHeading id="users-heading">User Management</SectionHeading>
      <UserFilters values={filters} onChange={changeFilters} />
      {users.isPending ? (
        <Pending query={users} label="Loading users" />
      ) : users.error && !users.data ? (
        <LoadFailure message={USERS_LOAD_FAILED} onRetry={() => void users.refetch()} />
      ) : users.data.data.length === 0 ? (
        <EmptyState title="No users found" />
      ) : (
        <>
          <Muted aria-live="polite">
            {users.data.totalCount} {users.data.totalCount === 1 ? 'user' : 'users'}
          </Muted>
          <UsersTable users={users.data.data} onAction={actions.start} />
          <Pagination page={users.data.currentPage} totalPages={users.data.totalPages} onChange={setPage} label="Users pages" />
        </>
      )}
      <PointsDialog user={actions.pointsFor} onClose={actions.closePoints} onSubmit={actions.confirmPoints} />
      {actions.dialog}
    </Card>
  );
}
