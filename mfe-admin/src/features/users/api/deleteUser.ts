import { api, notify } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

export const AFTER_DELETE_ADVICE = 'Update the leaderboard after deleting the required users!';

/** DELETE /admin/delete-user-account (refused for a protected member). */
export const deleteUser = (userId: string) => api.delete<MessageResponse>('/admin/delete-user-account', { userId });

export const useDeleteUser = () =>
  useAdminMutation(deleteUser, { failed: 'Failed to delete user', error: 'Error deleting user' }, [USERS_KEY], () => notify.info(AFTER_DELETE_ADVICE));
