import { call } from '@chapter/shared';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

/** One step down the role ladder. */
export const demoteUser = (userId: string) => call('POST /admin/demote-user', { body: { userId } });

export const useDemoteUser = () => useAdminMutation(demoteUser, { failed: 'Failed to demote user', error: 'Error demoting user' }, [USERS_KEY]);
