import { api } from '@chapter/shared';
import type { RoleChangeResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

/** POST /admin/demote-user: one step down the role ladder. */
export const demoteUser = (userId: string) => api.post<RoleChangeResponse>('/admin/demote-user', { userId });

export const useDemoteUser = () => useAdminMutation(demoteUser, { failed: 'Failed to demote user', error: 'Error demoting user' }, [USERS_KEY]);
