import { api, LEADERBOARD_TYPE_DEFAULT } from '@chapter/shared';
import type { MessageResponse } from '@chapter/shared/types';
import { useAdminMutation } from '../../../hooks/useAdminMutation';
import { JOB_STATUS_KEY } from '../../../lib/queryKeys';

/** POST /admin/update-leaderboard { type: 'overall' } */
export const updateLeaderboard = () => api.post<MessageResponse>('/admin/update-leaderboard', { type: LEADERBOARD_TYPE_DEFAULT });

export const useUpdateLeaderboard = () =>
  useAdminMutation(updateLeaderboard, { failed: 'Failed to update leaderboard ranking', error: 'Error updating leaderboard ranking' }, [JOB_STATUS_KEY]);
