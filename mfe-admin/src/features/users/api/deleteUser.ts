import { call, notify } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

export const AFTER_DELETE_ADVICE = 'Update the leaderboard after deleting the required users!';

/** Refused for a protected member. */
export const deleteUser = (userId: string) => call('DELETE /admin/delete-user-account', { body: { userId } });

export const useDeleteUser = () =>
  useAdminMutation(deleteUser, { failed: 'Failed to delete user', error: 'Error deleting user' }, [USERS_KEY], () => notify.info(AFTER_DELETE_ADVICE));
