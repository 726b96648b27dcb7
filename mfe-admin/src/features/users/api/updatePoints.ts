import { call } from '@chapter/shared';
import type { UpdatePointsRequest } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { USERS_KEY } from '../../../lib/queryKeys';

/** `delta` is negative to deduct; the reason shows in the member's points history. */
export const updatePoints = (request: UpdatePointsRequest) => call('POST /admin/update-points', { body: request });

export const useUpdatePoints = () =>
  useAdminMutation(updatePoints, { failed: 'Error adding point for the user', error: 'Error adding point for the user' }, [USERS_KEY]);
