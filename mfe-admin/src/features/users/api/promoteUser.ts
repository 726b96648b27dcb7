import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

/** One step up the role ladder. */
export const promoteUser = (userId: string) => call('POST /admin/promote-user', { body: { userId } });

export const usePromoteUser = () => useAdminMutation(promoteUser, { failed: 'Failed to promote user', error: 'Error promoting user' }, [USERS_KEY]);
