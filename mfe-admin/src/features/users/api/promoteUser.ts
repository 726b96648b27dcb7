import { api } from '@chapter/shared';
import type { RoleChangeResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

/** POST /admin/promote-user: one step up the role ladder. */
export const promoteUser = (userId: string) => api.post<RoleChangeResponse>('/admin/promote-user', { userId });

export const usePromoteUser = () => useAdminMutation(promoteUser, { failed: 'Failed to promote user', error: 'Error promoting user' }, [USERS_KEY]);
